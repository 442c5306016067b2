// Cart and order totals: the cart page, checkout and the order
// the API writes all compute them here, so what the shopper sees is what they are charged.
import { z } from 'zod';
import { cartBasis, couponDiscount, type CartLine, type DiscountTerms } from './coupon-discount.ts';
import { netOf } from './money.ts';

/** Delivery cost in grosze (10 zł), for courier and parcel locker alike. */
export const SHIPPING_COST = 1000;

export const cartTotalsSchema = z.object({
  subtotal: z.number().int(),
  shipping: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  netTotal: z.number().int(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

/**
 * subtotal = sum(price x quantity); shipping = 1000, or 0 with FREE_SHIPPING or an empty cart
 * (nothing to send); discount from the
 * coupon (never above what it applies to); total = subtotal - discount + shipping (what the
 * shopper pays, never negative); netTotal = total / 1.23 rounded.
 */
export function cartTotals(lines: readonly CartLine[], coupon?: DiscountTerms | null): CartTotals {
  const basis = cartBasis(lines);
  const shipping =
    lines.length === 0 || coupon?.discountType === 'FREE_SHIPPING' ? 0 : SHIPPING_COST;
  const discount = coupon ? couponDiscount(coupon, basis) : 0;
  const total = basis.subtotal - discount + shipping;
  return { subtotal: basis.subtotal, shipping, discount, total, netTotal: netOf(total) };
}
