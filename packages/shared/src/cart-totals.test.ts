import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISCOUNT_TYPES } from './enums.ts';
import { cartTotals, SHIPPING_COST } from './cart-totals.ts';
import type { CartLine, DiscountTerms } from './coupon-discount.ts';

const lines = (...pairs: [number, number][]): CartLine[] =>
  pairs.map(([price, quantity]) => ({ price, quantity }));

describe('cartTotals', () => {
  it.each([
    {
      name: 'an empty cart: nothing to send, nothing to pay',
      lines: lines(),
      coupon: null,
      expected: { subtotal: 0, shipping: 0, discount: 0, total: 0, netTotal: 0 },
    },
    {
      name: 'no coupon',
      lines: lines([5000, 2], [1999, 1]),
      coupon: null,
      expected: { subtotal: 11999, shipping: 1000, discount: 0, total: 12999, netTotal: 10568 },
    },
    {
      name: '10 % off the order',
      lines: lines([5000, 2], [1999, 1]),
      coupon: { discountType: 'PERCENTAGE_OFF_ORDER', discountValue: 10 },
      expected: { subtotal: 11999, shipping: 1000, discount: 1200, total: 11799, netTotal: 9593 },
    },
    {
      name: 'fixed amount above the subtotal is capped',
      lines: lines([300, 1]),
      coupon: { discountType: 'FIXED_AMOUNT_OFF_ORDER', discountValue: 5000 },
      expected: { subtotal: 300, shipping: 1000, discount: 300, total: 1000, netTotal: 813 },
    },
    {
      name: '50 % off the cheapest unit only',
      lines: lines([4000, 3], [1000, 2]),
      coupon: { discountType: 'PERCENTAGE_OFF_CHEAPEST_PRODUCT', discountValue: 50 },
      expected: { subtotal: 14000, shipping: 1000, discount: 500, total: 14500, netTotal: 11789 },
    },
    {
      name: 'fixed off the cheapest unit, capped at its price',
      lines: lines([100, 5], [9000, 1]),
      coupon: { discountType: 'FIXED_AMOUNT_OFF_CHEAPEST_PRODUCT', discountValue: 2500 },
      expected: { subtotal: 9500, shipping: 1000, discount: 100, total: 10400, netTotal: 8455 },
    },
    {
      name: 'free shipping zeroes shipping, no discount',
      lines: lines([2500, 1]),
      coupon: { discountType: 'FREE_SHIPPING', discountValue: 0 },
      expected: { subtotal: 2500, shipping: 0, discount: 0, total: 2500, netTotal: 2033 },
    },
    {
      name: '100 % off the order leaves shipping',
      lines: lines([777, 3]),
      coupon: { discountType: 'PERCENTAGE_OFF_ORDER', discountValue: 100 },
      expected: { subtotal: 2331, shipping: 1000, discount: 2331, total: 1000, netTotal: 813 },
    },
  ] as const)('$name', ({ lines: cart, coupon, expected }) => {
    expect(cartTotals(cart, coupon)).toEqual(expected);
  });

  const lineArb = fc.record({
    price: fc.integer({ min: 100, max: 10_000_000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
  });
  const couponArb = fc.option(
    fc.record({
      discountType: fc.constantFrom(...DISCOUNT_TYPES),
      discountValue: fc.integer({ min: 0, max: 100_000_000 }),
    }),
  );

  it('never goes negative and always adds up', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), couponArb, (cart, coupon) => {
        const t = cartTotals(cart, coupon as DiscountTerms | null);
        expect(t.total).toBeGreaterThanOrEqual(0);
        expect(t.discount).toBeGreaterThanOrEqual(0);
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
        expect(t.total).toBe(t.subtotal - t.discount + t.shipping);
        expect([0, SHIPPING_COST]).toContain(t.shipping);
        expect(Number.isInteger(t.netTotal)).toBe(true);
        expect(t.netTotal).toBeLessThanOrEqual(t.total);
      }),
    );
  });
});
