// SQL for coupons and shoppers' coupons. Uses are counted with conditional updates, so
// concurrent orders never push a coupon past its usage limit or a shopper past one use.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PageQuery } from '@shop/shared/http';
import type { Executor } from '../../db/client.ts';
import { coupons, userCoupons } from '../../db/schema/coupons.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
/** A coupon as one user sees it: `used` when one of their orders holds its use. */
export type ViewedCouponRow = { coupon: CouponRow; used: boolean };

const page = ({ page: index, count: size }: PageQuery) => ({
  limit: size,
  offset: index * size,
});

export async function insertCoupon(ex: Executor, row: NewCouponRow): Promise<CouponRow> {
  const [inserted] = await ex.insert(coupons).values(row).returning();
  return inserted!;
}

export async function findCouponByCode(ex: Executor, code: string) {
  const [row] = await ex.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

// Without the user's row (left join) order_id is NULL, so `used` is false.
const used = sql<boolean>`${userCoupons.orderId} IS NOT NULL`;
const joinUser = (userId: number) =>
  and(eq(userCoupons.couponId, coupons.id), eq(userCoupons.userId, userId));

/** Every coupon, newest first, with `used` for the viewing user. */
export async function listCoupons(ex: Executor, viewerId: number, query: PageQuery) {
  const { limit, offset } = page(query);
  const [rows, [total]] = await Promise.all([
    ex
      .select({ coupon: coupons, used })
      .from(coupons)
      .leftJoin(userCoupons, joinUser(viewerId))
      .orderBy(desc(coupons.id))
      .limit(limit)
      .offset(offset),
    ex.select({ n: count() }).from(coupons),
  ]);
  return { rows: rows as ViewedCouponRow[], total: total?.n ?? 0 };
}

export async function findCoupon(
  ex: Executor,
  id: number,
  viewerId: number,
): Promise<ViewedCouponRow | undefined> {
  const [row] = await ex
    .select({ coupon: coupons, used })
    .from(coupons)
    .leftJoin(userCoupons, joinUser(viewerId))
    .where(eq(coupons.id, id));
  return row;
}

/** Adds a coupon to a shopper's list; false when it is already there. */
export async function insertUserCoupon(
  ex: Executor,
  userId: number,
  couponId: number,
  now: Date,
): Promise<boolean> {
  const rows = await ex
    .insert(userCoupons)
    .values({ userId, couponId, assignedAt: now })
    .onConflictDoNothing()
    .returning({ couponId: userCoupons.couponId });
  return rows.length > 0;
}

/** The shopper's coupons, most recently added first. */
export async function listUserCoupons(ex: Executor, userId: number, query: PageQuery) {
  const { limit, offset } = page(query);
  const where = eq(userCoupons.userId, userId);
  const [rows, [total]] = await Promise.all([
    ex
      .select({ coupon: coupons, used })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(where)
      .orderBy(desc(userCoupons.assignedAt), desc(coupons.id))
      .limit(limit)
      .offset(offset),
    ex.select({ n: count() }).from(userCoupons).where(where),
  ]);
  return { rows: rows as ViewedCouponRow[], total: total?.n ?? 0 };
}

/** A coupon the shopper has added (undefined when they have not, or it does not exist). */
export async function findUserCoupon(
  ex: Executor,
  userId: number,
  couponId: number,
): Promise<ViewedCouponRow | undefined> {
  const [row] = await ex
    .select({ coupon: coupons, used })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId)));
  return row;
}

/** Counts one use of the coupon for the order (SQL function claim_coupon, migration 0006). */
export async function claimCoupon(ex: Executor, userId: number, couponId: number, orderId: number) {
  await ex.execute(
    sql`SELECT claim_coupon(${userId}::integer, ${couponId}::integer, ${orderId}::integer)`,
  );
}

/** Frees the coupon an order held; answers the coupon ids whose use must be given back. */
export async function releaseUserCoupons(ex: Executor, orderId: number): Promise<number[]> {
  const rows = await ex
    .update(userCoupons)
    .set({ orderId: null })
    .where(eq(userCoupons.orderId, orderId))
    .returning({ couponId: userCoupons.couponId });
  return rows.map((r) => r.couponId);
}

export async function uncountCouponUse(ex: Executor, couponId: number) {
  await ex
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} - 1` })
    .where(eq(coupons.id, couponId));
}

/**
 * Removes the user's coupons that no order holds; a used one stays with its order (a later
 * cancellation gives its use back through it, releaseUserCoupons).
 */
export async function deleteUnusedUserCoupons(ex: Executor, userId: number): Promise<void> {
  await ex
    .delete(userCoupons)
    .where(and(eq(userCoupons.userId, userId), sql`${userCoupons.orderId} IS NULL`));
}

/** Marks the coupon deactivated; false when it does not exist or already is. */
export async function deactivateCoupon(ex: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await ex
    .update(coupons)
    .set({ deactivatedAt: now })
    .where(and(eq(coupons.id, id), isNull(coupons.deactivatedAt)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}
