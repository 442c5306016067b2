// Coupons: staff create, list and deactivate them, shoppers add them by code and use each once
// in an order.
//
// Exported for the orders module (each takes the order's open transaction):
//   couponTermsForOrder(tx, userId, couponId, lines, now)  the discount terms, or a clear error
//   claimCouponForOrder(tx, userId, couponId, orderId)     counts the use (limit-safe), or throws
//   releaseCouponOfOrder(tx, orderId)                      gives the use back (cancelled order)
import type { CartLine, DiscountTerms } from '@shop/shared/coupon-discount';
import {
  COUPON_DEACTIVATED,
  couponProblem,
  type Coupon,
  type CouponProblemCode,
  type CreateCouponRequest,
} from '@shop/shared/coupons';
import { DB_INT_MAX, type Page, type PageQuery } from '@shop/shared/http';
import type { Db, Executor } from '../../db/client.ts';
import { databaseError, isUniqueViolation, RAISED } from '../../db/errors.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { changesBetween, recordAudit, type AuditActor } from '../audit/index.ts';
import * as repo from './repository.ts';

const COUPON_NOT_FOUND = 'Nie znaleziono kuponu';

function toCoupon({ coupon, used }: repo.ViewedCouponRow): Coupon {
  return {
    id: coupon.id,
    code: coupon.code,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
    usageLimit: coupon.usageLimit,
    timesUsed: coupon.timesUsed,
    minimumOrderPrice: coupon.minimumOrderPrice,
    minimumProductPrice: coupon.minimumProductPrice,
    validFrom: coupon.validFrom?.toISOString() ?? null,
    validUntil: coupon.validUntil?.toISOString() ?? null,
    deactivatedAt: coupon.deactivatedAt?.toISOString() ?? null,
    used,
  };
}

const toPage = ({ rows, total }: { rows: repo.ViewedCouponRow[]; total: number }) => ({
  items: rows.map(toCoupon),
  totalCount: total,
});

// ---------------------------------------------------------------- staff

/** What the audit trail records of a new coupon (docs/audit.md). */
const COUPON_FIELDS = [
  'code',
  'discountType',
  'discountValue',
  'usageLimit',
  'minimumOrderPrice',
  'minimumProductPrice',
  'validFrom',
  'validUntil',
] as const;

export async function createCoupon(
  db: Db,
  input: CreateCouponRequest,
  actor: AuditActor,
  now: Date,
): Promise<Coupon> {
  // Checked first for a clear answer; a racing twin's unique violation gets the same one.
  if (await repo.findCouponByCode(db, input.code)) throw duplicateCode();
  try {
    const coupon = await db.transaction(async (tx) => {
      const inserted = await repo.insertCoupon(tx, {
        ...input,
        validFrom: input.validFrom ? new Date(input.validFrom) : null,
        validUntil: input.validUntil ? new Date(input.validUntil) : null,
        createdBy: actor.staffId,
        createdAt: now,
      });
      const changes = changesBetween({}, inserted, COUPON_FIELDS);
      const entry = { entity: 'coupon', entityId: inserted.id, action: 'coupon.create', changes };
      await recordAudit(tx, actor, entry, now);
      return inserted;
    });
    return toCoupon({ coupon, used: false });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
}

const duplicateCode = () =>
  conflict('CouponAlreadyExistsException', 'Kupon o takim kodzie już istnieje');

export async function listCoupons(
  db: Db,
  viewerId: number,
  page: PageQuery,
): Promise<Page<Coupon>> {
  return toPage(await repo.listCoupons(db, viewerId, page));
}

export async function getCoupon(db: Db, id: number, viewerId: number): Promise<Coupon> {
  const row = await repo.findCoupon(db, id, viewerId);
  if (!row) throw notFound(COUPON_NOT_FOUND);
  return toCoupon(row);
}

/**
 * Deactivates a coupon for good: it can no longer be added to an account or used in an order
 * (claim_coupon refuses it too, under the coupon's row lock); orders that used it keep it.
 */
export async function deactivateCoupon(
  db: Db,
  id: number,
  actor: AuditActor,
  now: Date,
): Promise<Coupon> {
  const done = await db.transaction(async (tx) => {
    if (!(await repo.deactivateCoupon(tx, id, now))) return false;
    const changes = [{ field: 'deactivatedAt', old: null, new: now.toISOString() }];
    const entry = { entity: 'coupon', entityId: id, action: 'coupon.deactivate', changes };
    await recordAudit(tx, actor, entry, now);
    return true;
  });
  if (!done) {
    const row = await repo.findCoupon(db, id, actor.staffId);
    if (!row) throw notFound(COUPON_NOT_FOUND);
    throw conflict('CouponAlreadyDeactivatedException', 'Kupon jest już wyłączony');
  }
  return getCoupon(db, id, actor.staffId);
}

// ---------------------------------------------------------------- shoppers

/** Adds a coupon to the shopper's list by its code (404 unknown, 400 invalid or already added). */
export async function assignCoupon(
  db: Db,
  userId: number,
  code: string,
  now: Date,
): Promise<Coupon> {
  const coupon = await repo.findCouponByCode(db, code);
  if (!coupon) {
    throw new AppError('CouponNotFoundException', 404, 'Nie znaleziono kuponu o podanym kodzie');
  }
  if (coupon.deactivatedAt) {
    throw new AppError('CouponNotActiveException', 400, COUPON_DEACTIVATED);
  }
  if (coupon.validUntil && coupon.validUntil < now) {
    throw new AppError('CouponExpiredException', 400, 'Kupon wygasł');
  }
  if (!(await repo.insertUserCoupon(db, userId, coupon.id, now))) {
    throw new AppError(
      'CouponAlreadyAssignedException',
      400,
      'Ten kupon został już dodany do Twojego konta',
    );
  }
  return toCoupon({ coupon, used: false });
}

export async function listMyCoupons(
  db: Db,
  userId: number,
  page: PageQuery,
): Promise<Page<Coupon>> {
  return toPage(await repo.listUserCoupons(db, userId, page));
}

// ---------------------------------------------------------------- orders

const STATUS_OF: Record<CouponProblemCode, number> = {
  CouponAlreadyUsedException: 409,
  CouponUsageLimitReachedException: 409,
  CouponNotActiveException: 400,
  CouponMinimumOrderPriceException: 400,
  CouponMinimumProductPriceException: 400,
};

const limitReached = () =>
  new AppError('CouponUsageLimitReachedException', 409, 'Limit użyć kuponu został wyczerpany');
const alreadyUsed = () =>
  new AppError('CouponAlreadyUsedException', 409, 'Kupon został już wykorzystany');

/** The coupon's discount terms for these lines, or the shared rule's reason as an error. */
export async function couponTermsForOrder(
  tx: Executor,
  userId: number,
  couponId: number,
  lines: readonly CartLine[],
  now: Date,
): Promise<DiscountTerms> {
  const row = await repo.findUserCoupon(tx, userId, couponId);
  if (!row) {
    throw new AppError(
      'CouponNotAssignedException',
      400,
      'Ten kupon nie został dodany do Twojego konta',
    );
  }
  const coupon = toCoupon(row);
  const problem = couponProblem(coupon, lines, now);
  if (problem) throw new AppError(problem.code, STATUS_OF[problem.code], problem.message);
  return coupon;
}

/** The answer when claim_coupon (migration 0006) refused the use with `message`. */
export function refusedCoupon(message: string): AppError {
  if (message === 'coupon_already_used') return alreadyUsed();
  if (message === 'coupon_limit_reached') return limitReached();
  if (message === 'coupon_deactivated') {
    return new AppError('CouponNotActiveException', 400, COUPON_DEACTIVATED);
  }
  throw new Error(`unknown coupon refusal: ${message}`);
}

/**
 * Counts the use for the order. Both updates are conditional, so of concurrent orders only as
 * many as the limit allows get through (the rest see the updated row and fail here).
 */
export async function claimCouponForOrder(
  tx: Executor,
  userId: number,
  couponId: number,
  orderId: number,
): Promise<void> {
  try {
    await repo.claimCoupon(tx, userId, couponId, orderId);
  } catch (error) {
    const raised = databaseError(error);
    throw raised?.code === RAISED ? refusedCoupon(raised.message) : error;
  }
}

export async function releaseCouponOfOrder(tx: Executor, orderId: number): Promise<void> {
  for (const couponId of await repo.releaseUserCoupons(tx, orderId)) {
    await repo.uncountCouponUse(tx, couponId);
  }
}

/** Every coupon on the shopper's account, for their data export (docs/privacy.md). */
export async function exportCouponsOf(ex: Executor, userId: number): Promise<Coupon[]> {
  const { rows } = await repo.listUserCoupons(ex, userId, { page: 0, count: DB_INT_MAX });
  return rows.map(toCoupon);
}

/** Account deletion: coupons not used by an order leave the account. */
export async function eraseCouponsOf(ex: Executor, userId: number): Promise<void> {
  await repo.deleteUnusedUserCoupons(ex, userId);
}
