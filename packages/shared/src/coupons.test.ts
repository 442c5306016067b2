import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISCOUNT_TYPES } from './enums.ts';
import { cartBasis, couponDiscount } from './coupon-discount.ts';
import {
  couponProblem,
  couponState,
  createCouponRequestSchema,
  type CouponRuleFields,
} from './coupons.ts';

describe('couponDiscount', () => {
  const basis = { subtotal: 10_000, cheapestPrice: 1_500 };
  it.each([
    ['PERCENTAGE_OFF_ORDER', 15, 1_500],
    ['PERCENTAGE_OFF_ORDER', 100, 10_000],
    ['FIXED_AMOUNT_OFF_ORDER', 2_000, 2_000],
    ['FIXED_AMOUNT_OFF_ORDER', 20_000, 10_000],
    ['PERCENTAGE_OFF_CHEAPEST_PRODUCT', 10, 150],
    ['PERCENTAGE_OFF_CHEAPEST_PRODUCT', 33, 495],
    ['FIXED_AMOUNT_OFF_CHEAPEST_PRODUCT', 1_000, 1_000],
    ['FIXED_AMOUNT_OFF_CHEAPEST_PRODUCT', 1_501, 1_500],
    ['FREE_SHIPPING', 0, 0],
  ] as const)('%s %i -> %i', (discountType, discountValue, expected) => {
    expect(couponDiscount({ discountType, discountValue }, basis)).toBe(expected);
  });

  it('rounds percentages to whole grosze', () => {
    expect(
      couponDiscount(
        { discountType: 'PERCENTAGE_OFF_ORDER', discountValue: 33 },
        {
          subtotal: 999,
          cheapestPrice: 999,
        },
      ),
    ).toBe(330);
  });

  it('never exceeds what it applies to and is never negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DISCOUNT_TYPES),
        fc.integer({ min: -1_000, max: 1_000_000_000 }),
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 100_000_000 }),
            quantity: fc.integer({ min: 1, max: 99 }),
          }),
          { maxLength: 30 },
        ),
        (discountType, discountValue, lines) => {
          const b = cartBasis(lines);
          const d = couponDiscount({ discountType, discountValue }, b);
          const appliesTo = discountType.endsWith('CHEAPEST_PRODUCT')
            ? b.cheapestPrice
            : b.subtotal;
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(appliesTo);
          expect(Number.isInteger(d)).toBe(true);
        },
      ),
    );
  });
});

describe('cartBasis', () => {
  it('sums lines and finds the cheapest unit price', () => {
    expect(
      cartBasis([
        { price: 500, quantity: 3 },
        { price: 200, quantity: 1 },
      ]),
    ).toEqual({
      subtotal: 1700,
      cheapestPrice: 200,
    });
    expect(cartBasis([])).toEqual({ subtotal: 0, cheapestPrice: 0 });
  });
});

describe('coupon usability', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const base: CouponRuleFields = {
    usageLimit: 5,
    timesUsed: 0,
    minimumOrderPrice: null,
    minimumProductPrice: null,
    validFrom: null,
    validUntil: null,
    used: false,
  };
  const cart = [
    { price: 3_000, quantity: 1 },
    { price: 1_000, quantity: 2 },
  ];

  it.each([
    ['usable', {}, null, 'AVAILABLE'],
    ['used by this shopper', { used: true }, 'CouponAlreadyUsedException', 'USED'],
    [
      'not yet valid',
      { validFrom: '2026-03-11T00:00:00Z' },
      'CouponNotActiveException',
      'UNAVAILABLE',
    ],
    ['expired', { validUntil: '2026-03-10T11:59:59Z' }, 'CouponNotActiveException', 'UNAVAILABLE'],
    [
      'inside its dates',
      { validFrom: '2026-03-01T00:00:00Z', validUntil: '2026-03-31T00:00:00Z' },
      null,
      'AVAILABLE',
    ],
    ['limit spent', { timesUsed: 5 }, 'CouponUsageLimitReachedException', 'UNAVAILABLE'],
    [
      'deactivated by staff',
      { deactivatedAt: '2026-03-09T00:00:00Z' },
      'CouponNotActiveException',
      'UNAVAILABLE',
    ],
    [
      'deactivated and used',
      { deactivatedAt: '2026-03-09T00:00:00Z', used: true },
      'CouponAlreadyUsedException',
      'USED',
    ],
    ['minimum order met', { minimumOrderPrice: 5_000 }, null, 'AVAILABLE'],
    [
      'minimum order not met',
      { minimumOrderPrice: 5_001 },
      'CouponMinimumOrderPriceException',
      'AVAILABLE',
    ],
    ['minimum product met', { minimumProductPrice: 1_000 }, null, 'AVAILABLE'],
    [
      'minimum product not met',
      { minimumProductPrice: 1_001 },
      'CouponMinimumProductPriceException',
      'AVAILABLE',
    ],
  ] as const)('%s', (_name, patch, problem, state) => {
    const coupon = { ...base, ...patch };
    expect(couponProblem(coupon, cart, now)?.code ?? null).toBe(problem);
    expect(couponState(coupon, now)).toBe(state);
  });

  it('words the minimum-price reasons as checkout shows them', () => {
    expect(couponProblem({ ...base, minimumOrderPrice: 10_000 }, cart, now)?.message).toBe(
      'Minimalna wartość zamówienia: 100,00\u00a0zł',
    );
    expect(couponProblem({ ...base, minimumProductPrice: 1_250 }, cart, now)?.message).toBe(
      'Minimalna wartość produktu: 12,50\u00a0zł',
    );
  });
});

describe('createCouponRequestSchema', () => {
  const valid = {
    code: 'LATO-2026_A',
    discountType: 'PERCENTAGE_OFF_ORDER',
    discountValue: 10,
    usageLimit: 3,
  };
  const messageOf = (input: unknown) =>
    createCouponRequestSchema.safeParse(input).error?.issues[0]?.message;

  it('accepts a valid coupon and normalises optional fields', () => {
    expect(createCouponRequestSchema.parse({ ...valid, minimumOrderPrice: 0 })).toEqual({
      ...valid,
      minimumOrderPrice: null,
      minimumProductPrice: null,
      validFrom: null,
      validUntil: null,
    });
  });

  it.each([
    [{ code: 'AB' }, 'Kod musi mieć co najmniej 3 znaki'],
    [{ code: 'A'.repeat(51) }, 'Kod może mieć maksymalnie 50 znaków'],
    [{ code: 'lato' }, 'Kod może zawierać tylko wielkie litery, cyfry, podkreślenia i myślniki'],
    [{ code: 'ZIMA 1' }, 'Kod może zawierać tylko wielkie litery, cyfry, podkreślenia i myślniki'],
    [{ discountType: undefined }, 'Typ zniżki jest wymagany'],
    [{ discountValue: undefined }, 'Wartość zniżki jest wymagana'],
    [{ usageLimit: undefined }, 'Limit użyć jest wymagany'],
    [{ discountValue: 0 }, 'Wartość zniżki musi być liczbą większą od 0'],
    [{ usageLimit: 0 }, 'Limit użyć musi być liczbą większą od 0'],
    [{ usageLimit: 1.5 }, 'Limit użyć musi być liczbą większą od 0'],
    [{ discountValue: 101 }, 'Zniżka procentowa może wynosić najwyżej 100'],
    [
      { validFrom: '2026-05-01T00:00:00Z', validUntil: '2026-04-01T00:00:00Z' },
      'Data końca ważności musi być późniejsza niż data początku',
    ],
  ])('refuses %j', (patch, message) => {
    expect(messageOf({ ...valid, ...patch })).toBe(message);
  });

  it('lets FREE_SHIPPING go without a value and stores 0', () => {
    const parsed = createCouponRequestSchema.parse({
      ...valid,
      discountType: 'FREE_SHIPPING',
      discountValue: 0,
    });
    expect(parsed.discountValue).toBe(0);
  });

  it('allows fixed amounts above 100 (grosze)', () => {
    expect(
      messageOf({ ...valid, discountType: 'FIXED_AMOUNT_OFF_ORDER', discountValue: 2500 }),
    ).toBeUndefined();
  });
});
