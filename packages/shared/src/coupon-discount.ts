// A coupon's discount on a cart or an order, in grosze: the arithmetic alone, apart from the
// coupons' schemas and texts (coupons.ts), so the cart totals a page works out from live stock
// (cart-totals.ts) do not bring them into the web app's first load.
import type { DiscountType } from './enums.ts';

/** One cart or order line: unit price in grosze and quantity. */
export interface CartLine {
  price: number;
  quantity: number;
}

/** What coupon rules look at: the subtotal and the cheapest unit price (0 for no lines). */
export interface CartBasis {
  subtotal: number;
  cheapestPrice: number;
}

export function cartBasis(lines: readonly CartLine[]): CartBasis {
  let subtotal = 0;
  let cheapestPrice = Number.POSITIVE_INFINITY;
  for (const line of lines) {
    subtotal += line.price * line.quantity;
    if (line.quantity > 0) cheapestPrice = Math.min(cheapestPrice, line.price);
  }
  return { subtotal, cheapestPrice: Number.isFinite(cheapestPrice) ? cheapestPrice : 0 };
}

export interface DiscountTerms {
  discountType: DiscountType;
  discountValue: number;
}

/**
 * The discount in grosze, never above what it applies to: the subtotal for order-level types,
 * one unit of the cheapest product for cheapest-product types. FREE_SHIPPING gives no discount
 * here; it zeroes shipping instead (see cartTotals).
 */
export function couponDiscount(terms: DiscountTerms, basis: CartBasis): number {
  const value = Math.max(0, terms.discountValue);
  const percentOf = (amount: number) => Math.min(amount, Math.round((amount * value) / 100));
  switch (terms.discountType) {
    case 'PERCENTAGE_OFF_ORDER':
      return percentOf(basis.subtotal);
    case 'FIXED_AMOUNT_OFF_ORDER':
      return Math.min(value, basis.subtotal);
    case 'PERCENTAGE_OFF_CHEAPEST_PRODUCT':
      return percentOf(basis.cheapestPrice);
    case 'FIXED_AMOUNT_OFF_CHEAPEST_PRODUCT':
      return Math.min(value, basis.cheapestPrice);
    case 'FREE_SHIPPING':
      return 0;
  }
}
