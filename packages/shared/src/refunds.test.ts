import { describe, expect, it } from 'vitest';
import { refundedUnits, refundValue, unitsLeft, type RefundableOrder } from './refunds.ts';

// 2 × 50,00 zł + 1 × 19,99 zł = 119,99 zł, 10 % off = 12,00 zł, shipping 10,00 zł: pays 117,99 zł.
// The discount goes by line value (largest remainder): 1200 × 10000/11999 = 1000.08 -> 1000 and
// 1200 × 1999/11999 = 199.92 -> 200.
const order: RefundableOrder = {
  items: [
    { id: 11, price: 5_000, quantity: 2 },
    { id: 12, price: 1_999, quantity: 1 },
  ],
  discount: 1_200,
  shippingCost: 1_000,
};
const none = new Map<number, number>();

describe('refundValue', () => {
  it.each([
    { name: 'one of two units: half the line after its discount', lines: [[11, 1]], value: 4_500 },
    { name: 'the whole first line', lines: [[11, 2]], value: 9_000 },
    { name: 'the second line', lines: [[12, 1]], value: 1_799 },
    {
      name: 'every line',
      lines: [
        [11, 2],
        [12, 1],
      ],
      value: 10_799,
    },
  ])('$name', ({ lines, value }) => {
    const chosen = lines.map(([orderItemId, quantity]) => ({
      orderItemId: orderItemId!,
      quantity: quantity!,
    }));
    expect(refundValue(order, none, chosen, false)).toBe(value);
  });

  it('adds the shipping cost when it goes back too, and comes to what was paid', () => {
    const all = unitsLeft(order, none);
    expect(refundValue(order, none, all, true)).toBe(11_799);
    expect(refundValue(order, none, [], true)).toBe(1_000);
  });

  it('partial refunds of a line add up to its discounted value, whatever the split', () => {
    // 3 units at 33,33 zł with 1,00 zł off: 98,99 zł, which 3 does not divide.
    const odd: RefundableOrder = {
      items: [{ id: 1, price: 3_333, quantity: 3 }],
      discount: 100,
      shippingCost: 0,
    };
    const one = (refunded: number) =>
      refundValue(odd, new Map([[1, refunded]]), [{ orderItemId: 1, quantity: 1 }], false);
    expect([one(0), one(1), one(2)]).toEqual([3_300, 3_300, 3_299]);
    expect(one(0) + one(1) + one(2)).toBe(3 * 3_333 - 100);
    expect(refundValue(odd, new Map([[1, 1]]), [{ orderItemId: 1, quantity: 2 }], false)).toBe(
      6_599,
    );
  });

  it('refuses a line that is not the order’s or more units than are left', () => {
    expect(() => refundValue(order, none, [{ orderItemId: 99, quantity: 1 }], false)).toThrow(
      RangeError,
    );
    expect(() =>
      refundValue(order, new Map([[11, 2]]), [{ orderItemId: 11, quantity: 1 }], false),
    ).toThrow(RangeError);
  });
});

describe('refundedUnits and unitsLeft', () => {
  it('count what earlier refunds gave back and what is left', () => {
    const refunded = refundedUnits([
      { items: [{ orderItemId: 11, quantity: 1 }] },
      { items: [] },
      {
        items: [
          { orderItemId: 11, quantity: 1 },
          { orderItemId: 12, quantity: 1 },
        ],
      },
    ]);
    expect(refunded).toEqual(
      new Map([
        [11, 2],
        [12, 1],
      ]),
    );
    expect(unitsLeft(order, refunded)).toEqual([]);
    expect(unitsLeft(order, new Map([[11, 1]]))).toEqual([
      { orderItemId: 11, quantity: 1 },
      { orderItemId: 12, quantity: 1 },
    ]);
  });
});
