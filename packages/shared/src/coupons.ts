// Coupons: the staff form and shopper payloads, the discount maths
// and the rules that decide whether a coupon can be used on a cart. One place for API and web.
import { z } from 'zod';
import { DISCOUNT_TYPES, discountTypeSchema, type DiscountType } from './enums.ts';
import { isoDateTime, pageQuerySchema } from './http.ts';
import { cartBasis, type CartLine } from './coupon-discount.ts';
import { formatPrice } from './money.ts';
import { DB_INT_MAX } from './http.ts';

// ---------------------------------------------------------------- payloads

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 50;

export const couponCodeSchema = z
  .string({ error: 'Proszę podać kod kuponu' })
  .trim()
  .min(COUPON_CODE_MIN, `Kod musi mieć co najmniej ${COUPON_CODE_MIN} znaki`)
  .max(COUPON_CODE_MAX, `Kod może mieć maksymalnie ${COUPON_CODE_MAX} znaków`)
  .regex(/^[A-Z0-9_-]+$/, 'Kod może zawierać tylko wielkie litery, cyfry, podkreślenia i myślniki');

const PERCENTAGE_TYPES: readonly DiscountType[] = [
  'PERCENTAGE_OFF_ORDER',
  'PERCENTAGE_OFF_CHEAPEST_PRODUCT',
];
export const isPercentageDiscount = (type: DiscountType) => PERCENTAGE_TYPES.includes(type);
export const isCheapestProductDiscount = (type: DiscountType) =>
  type === 'PERCENTAGE_OFF_CHEAPEST_PRODUCT' || type === 'FIXED_AMOUNT_OFF_CHEAPEST_PRODUCT';

/** A number field whose "missing" and "wrong" messages differ, as the coupon form shows them. */
const requiredNumber = (missing: string, wrong: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing : wrong) })
    .max(DB_INT_MAX, 'Wartość jest za duża');
/** Optional money threshold in grosze; the form sends it only when above 0. */
const threshold = z
  .number({ error: 'Kwota musi być liczbą' })
  .int('Kwota musi być liczbą całkowitą (grosze)')
  .min(0, 'Kwota nie może być ujemna')
  .max(DB_INT_MAX, 'Kwota jest za duża')
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * POST /coupons. `discountValue` is whole percent for percentage types, grosze for fixed types
 * and ignored (stored as 0) for FREE_SHIPPING.
 */
export const createCouponRequestSchema = z
  .object({
    code: couponCodeSchema,
    discountType: z.enum(DISCOUNT_TYPES, {
      error: (issue) =>
        issue.input === undefined ? 'Typ zniżki jest wymagany' : 'Nieprawidłowy typ zniżki',
    }),
    discountValue: requiredNumber(
      'Wartość zniżki jest wymagana',
      'Wartość zniżki musi być liczbą większą od 0',
    ).int('Wartość zniżki musi być liczbą całkowitą'),
    usageLimit: requiredNumber(
      'Limit użyć jest wymagany',
      'Limit użyć musi być liczbą większą od 0',
    )
      .int('Limit użyć musi być liczbą większą od 0')
      .min(1, 'Limit użyć musi być liczbą większą od 0'),
    minimumOrderPrice: threshold,
    minimumProductPrice: threshold,
    validFrom: isoDateTime.nullish().transform((v) => v ?? null),
    validUntil: isoDateTime.nullish().transform((v) => v ?? null),
  })
  .superRefine((coupon, ctx) => {
    const type = coupon.discountType;
    if (type !== 'FREE_SHIPPING' && coupon.discountValue < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: 'Wartość zniżki musi być liczbą większą od 0',
      });
    }
    if (isPercentageDiscount(type) && coupon.discountValue > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: 'Zniżka procentowa może wynosić najwyżej 100',
      });
    }
    if (coupon.validFrom && coupon.validUntil && coupon.validUntil <= coupon.validFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: 'Data końca ważności musi być późniejsza niż data początku',
      });
    }
  })
  .transform((coupon) => ({
    ...coupon,
    discountValue: coupon.discountType === 'FREE_SHIPPING' ? 0 : coupon.discountValue,
  }));
export type CreateCouponRequest = z.infer<typeof createCouponRequestSchema>;

/** POST /coupons/assign and POST /users/me/coupons. Codes are kept upper-case. */
export const assignCouponRequestSchema = z.object({
  code: z
    .string({ error: 'Proszę podać kod kuponu' })
    .trim()
    .min(1, 'Proszę podać kod kuponu')
    .max(COUPON_CODE_MAX, 'Nieprawidłowy kod kuponu')
    .transform((code) => code.toUpperCase()),
});
export type AssignCouponRequest = z.infer<typeof assignCouponRequestSchema>;

/**
 * The Coupon object. `used` says whether the asking user has used it;
 * `timesUsed` counts orders across all shoppers, so "Niedostępny" can cover a spent limit.
 */
export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: discountTypeSchema,
  discountValue: z.number().int(),
  usageLimit: z.number().int(),
  timesUsed: z.number().int(),
  minimumOrderPrice: z.number().int().nullable(),
  minimumProductPrice: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** When staff deactivated it: it can no longer be added or used (orders keep it). */
  deactivatedAt: z.string().nullable(),
  used: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListQuerySchema = pageQuerySchema;

// ---------------------------------------------------------------- usability

export type CouponRuleFields = Pick<
  Coupon,
  | 'usageLimit'
  | 'timesUsed'
  | 'minimumOrderPrice'
  | 'minimumProductPrice'
  | 'validFrom'
  | 'validUntil'
  | 'used'
> &
  // Optional so that terms built without it (older callers, tests) read as active.
  Partial<Pick<Coupon, 'deactivatedAt'>>;

/** How a coupon is shown in 'Moje kupony' ("Coupon display"). */
export type CouponState = 'AVAILABLE' | 'USED' | 'UNAVAILABLE';
export const couponStateLabels: Record<CouponState, string> = {
  AVAILABLE: 'Dostępny',
  USED: 'Wykorzystany',
  UNAVAILABLE: 'Niedostępny',
};

/** Stable problem codes; the API answers them as error `code`s, the web shows `message`. */
export type CouponProblemCode =
  | 'CouponAlreadyUsedException'
  | 'CouponNotActiveException'
  | 'CouponUsageLimitReachedException'
  | 'CouponMinimumOrderPriceException'
  | 'CouponMinimumProductPriceException';
export interface CouponProblem {
  code: CouponProblemCode;
  message: string;
}

/** The shopper's message for a coupon staff deactivated. */
export const COUPON_DEACTIVATED = 'Kupon został wyłączony';

function validityProblem(coupon: CouponRuleFields, now: Date): CouponProblem | null {
  if (coupon.deactivatedAt) {
    return { code: 'CouponNotActiveException', message: COUPON_DEACTIVATED };
  }
  if (coupon.validFrom && now < new Date(coupon.validFrom)) {
    return { code: 'CouponNotActiveException', message: 'Kupon nie jest jeszcze ważny' };
  }
  if (coupon.validUntil && now > new Date(coupon.validUntil)) {
    return { code: 'CouponNotActiveException', message: 'Kupon wygasł' };
  }
  return null;
}

/** The first reason a coupon cannot be used at all now (whatever the cart), or null. */
export function couponStateProblem(coupon: CouponRuleFields, now: Date): CouponProblem | null {
  if (coupon.used) {
    return { code: 'CouponAlreadyUsedException', message: 'Kupon został już wykorzystany' };
  }
  const validity = validityProblem(coupon, now);
  if (validity) return validity;
  if (coupon.timesUsed >= coupon.usageLimit) {
    return {
      code: 'CouponUsageLimitReachedException',
      message: 'Limit użyć kuponu został wyczerpany',
    };
  }
  return null;
}

export function couponState(coupon: CouponRuleFields, now: Date): CouponState {
  if (coupon.used) return 'USED';
  return couponStateProblem(coupon, now) ? 'UNAVAILABLE' : 'AVAILABLE';
}

/**
 * The first reason the coupon cannot be used on these lines, or null when it can. Checkout
 * lists coupons without a state problem and shows the minimum-price messages of the rest.
 */
export function couponProblem(
  coupon: CouponRuleFields,
  lines: readonly CartLine[],
  now: Date,
): CouponProblem | null {
  const state = couponStateProblem(coupon, now);
  if (state) return state;
  const basis = cartBasis(lines);
  if (coupon.minimumOrderPrice && basis.subtotal < coupon.minimumOrderPrice) {
    return {
      code: 'CouponMinimumOrderPriceException',
      message: `Minimalna wartość zamówienia: ${formatPrice(coupon.minimumOrderPrice)}`,
    };
  }
  if (coupon.minimumProductPrice && basis.cheapestPrice < coupon.minimumProductPrice) {
    return {
      code: 'CouponMinimumProductPriceException',
      message: `Minimalna wartość produktu: ${formatPrice(coupon.minimumProductPrice)}`,
    };
  }
  return null;
}
