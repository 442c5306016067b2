import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DAY_MS,
  FINAL_PRICE,
  LEVEL_MS,
  isWithdrawn,
  levelPrice,
  nextPriceDropTime,
  plannedPrices,
  priceAt,
  nextScheduleChange,
  productStatus,
  scheduleLevel,
  type PriceInputs,
} from './price-schedule.ts';

const dropTime = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(dropTime.getTime() + ms);
const dynamic = (msrp: number, stock = 1, reserved = 0): PriceInputs & { reserved: number } => ({
  priceType: 'DYNAMIC_LEVELS',
  msrp,
  price: null,
  stock,
  reserved,
});
const fixed = (price: number, stock = 1): PriceInputs & { reserved: number } => ({
  priceType: 'STATIC',
  msrp: null,
  price,
  stock,
  reserved: 0,
});

describe('price schedule at every boundary (msrp 100.00 zł)', () => {
  const product = dynamic(10_000);
  // [moment relative to dropTime, level, price, status, next price drop relative to dropTime]
  const cases: [string, number, number, number, string, number | null][] = [
    ['1 s before dropTime', -1000, -1, 7000, 'UPCOMING', 2 * DAY_MS],
    ['at dropTime (day 1)', 0, 0, 7000, 'AVAILABLE', 2 * DAY_MS],
    ['1 s before day 3', 2 * DAY_MS - 1000, 0, 7000, 'AVAILABLE', 2 * DAY_MS],
    ['day 3', 2 * DAY_MS, 1, 6000, 'AVAILABLE', 4 * DAY_MS],
    ['1 s before day 5', 4 * DAY_MS - 1000, 1, 6000, 'AVAILABLE', 4 * DAY_MS],
    ['day 5', 4 * DAY_MS, 2, 5000, 'AVAILABLE', 6 * DAY_MS],
    ['1 s before day 7', 6 * DAY_MS - 1000, 2, 5000, 'AVAILABLE', 6 * DAY_MS],
    ['day 7', 6 * DAY_MS, 3, 4000, 'AVAILABLE', 8 * DAY_MS],
    ['1 s before day 9', 8 * DAY_MS - 1000, 3, 4000, 'AVAILABLE', 8 * DAY_MS],
    ['day 9', 8 * DAY_MS, 4, 3000, 'AVAILABLE', 10 * DAY_MS],
    ['1 s before day 11', 10 * DAY_MS - 1000, 4, 3000, 'AVAILABLE', 10 * DAY_MS],
    ['day 11', 10 * DAY_MS, 5, 2000, 'AVAILABLE', 12 * DAY_MS],
    ['1 s before day 13', 12 * DAY_MS - 1000, 5, 2000, 'AVAILABLE', 12 * DAY_MS],
    ['day 13 (1 zł)', 12 * DAY_MS, 6, 100, 'AVAILABLE', null],
    ['1 s before day 15', 14 * DAY_MS - 1000, 6, 100, 'AVAILABLE', null],
    ['day 15 (withdrawn)', 14 * DAY_MS, 7, 100, 'NOT_AVAILABLE', null],
    ['a year later', 365 * DAY_MS, 7, 100, 'NOT_AVAILABLE', null],
  ];
  it.each(cases)('%s', (_label, offset, level, price, status, next) => {
    const now = at(offset);
    expect(scheduleLevel(dropTime, now)).toBe(level);
    expect(priceAt(product, dropTime, now)).toBe(price);
    expect(productStatus(product, dropTime, now)).toBe(status);
    expect(nextPriceDropTime(dropTime, now)).toEqual(next === null ? null : at(next));
  });
});

describe('levelPrice', () => {
  it.each([
    [12_345, 0, 8642], // 8641.5 rounds half up
    [12_345, 1, 7407],
    [12_345, 5, 2469],
    [333, 0, 233],
    [140, 0, 100], // 98 is below the 1 zł floor
    [0, 0, 100],
    [999_999, 6, 100],
  ])('msrp %i at level %i costs %i', (msrp, level, price) => {
    expect(levelPrice(msrp, level)).toBe(price);
  });
});

describe('status', () => {
  it('is SOLD_OUT at stock 0 once the drop started, even after withdrawal', () => {
    expect(productStatus(dynamic(5000, 0), dropTime, at(DAY_MS))).toBe('SOLD_OUT');
    expect(productStatus(dynamic(5000, 0), dropTime, at(20 * DAY_MS))).toBe('SOLD_OUT');
    expect(productStatus(dynamic(5000, 0), dropTime, at(-1))).toBe('UPCOMING');
  });
  it('is RESERVED while the only pieces left are held by unpaid orders', () => {
    expect(productStatus(dynamic(5000, 0, 1), dropTime, at(DAY_MS))).toBe('RESERVED');
    expect(productStatus(dynamic(5000, 1, 1), dropTime, at(DAY_MS))).toBe('AVAILABLE');
    expect(productStatus(dynamic(5000, 0, 1), dropTime, at(14 * DAY_MS))).toBe('NOT_AVAILABLE');
    expect(productStatus(dynamic(5000, 0, 1), dropTime, at(-1))).toBe('UPCOMING');
  });
  it('is NOT_AVAILABLE while staff have withdrawn it, like the day-14 withdrawal', () => {
    const withdrawn = { ...fixed(4999), withdrawn: true };
    expect(productStatus(withdrawn, dropTime, at(DAY_MS))).toBe('NOT_AVAILABLE');
    expect(productStatus({ ...withdrawn, stock: 0, reserved: 1 }, dropTime, at(DAY_MS))).toBe(
      'NOT_AVAILABLE',
    );
    expect(productStatus({ ...withdrawn, stock: 0 }, dropTime, at(DAY_MS))).toBe('SOLD_OUT');
    expect(productStatus(withdrawn, dropTime, at(-1))).toBe('UPCOMING');
  });
  it('names the next moment a drop changes by itself: start, each step, withdrawal', () => {
    expect(nextScheduleChange(dropTime, at(-5))).toEqual(dropTime);
    expect(nextScheduleChange(dropTime, at(0))).toEqual(at(2 * DAY_MS));
    expect(nextScheduleChange(dropTime, at(2 * DAY_MS - 1))).toEqual(at(2 * DAY_MS));
    expect(nextScheduleChange(dropTime, at(13 * DAY_MS))).toEqual(at(14 * DAY_MS));
    expect(nextScheduleChange(dropTime, at(14 * DAY_MS))).toBeNull();
  });
  it('keeps STATIC products at the staff price and never withdraws them', () => {
    for (const offset of [-1000, 0, 3 * DAY_MS, 14 * DAY_MS, 400 * DAY_MS]) {
      expect(priceAt(fixed(4999), dropTime, at(offset))).toBe(4999);
    }
    expect(productStatus(fixed(4999), dropTime, at(14 * DAY_MS))).toBe('AVAILABLE');
    expect(isWithdrawn('STATIC', dropTime, at(100 * DAY_MS))).toBe(false);
    expect(isWithdrawn('DYNAMIC_LEVELS', dropTime, at(14 * DAY_MS))).toBe(true);
    expect(isWithdrawn('DYNAMIC_LEVELS', dropTime, at(14 * DAY_MS - 1))).toBe(false);
  });
});

describe('plannedPrices', () => {
  it('lists every step from the drop on', () => {
    expect(plannedPrices(dynamic(10_000), dropTime, at(-DAY_MS))).toEqual(
      [7000, 6000, 5000, 4000, 3000, 2000, 100].map((price, level) => ({
        price,
        effectiveFrom: at(level * LEVEL_MS),
      })),
    );
  });
  it('starts at the moment of a change made mid-schedule', () => {
    const edit = at(5 * DAY_MS + 123);
    expect(plannedPrices(dynamic(10_000), dropTime, edit)).toEqual([
      { price: 5000, effectiveFrom: edit },
      { price: 4000, effectiveFrom: at(6 * DAY_MS) },
      { price: 3000, effectiveFrom: at(8 * DAY_MS) },
      { price: 2000, effectiveFrom: at(10 * DAY_MS) },
      { price: 100, effectiveFrom: at(12 * DAY_MS) },
    ]);
  });
  it('skips steps that do not change the price', () => {
    expect(plannedPrices(dynamic(150), dropTime, dropTime)).toEqual([
      { price: 105, effectiveFrom: dropTime },
      { price: 100, effectiveFrom: at(LEVEL_MS) },
    ]);
  });
  it('has one point for STATIC products', () => {
    expect(plannedPrices(fixed(999), dropTime, at(-5))).toEqual([
      { price: 999, effectiveFrom: dropTime },
    ]);
  });
});

describe('properties', () => {
  const msrp = fc.integer({ min: 0, max: 100_000_000 });
  const offset = fc.integer({ min: -30 * DAY_MS, max: 30 * DAY_MS });

  it('a dynamic price never rises while msrp is unchanged, and never drops below 1 zł', () => {
    fc.assert(
      fc.property(msrp, offset, offset, (m, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        const before = priceAt(dynamic(m), dropTime, at(earlier));
        const after = priceAt(dynamic(m), dropTime, at(later));
        return after <= before && after >= FINAL_PRICE;
      }),
    );
  });

  it('the planned points agree with priceAt at every moment', () => {
    fc.assert(
      fc.property(msrp, offset, offset, (m, from, probe) => {
        const points = plannedPrices(dynamic(m), dropTime, at(from));
        const now = at(probe);
        const current = points.filter((p) => p.effectiveFrom <= now).at(-1);
        return current === undefined || current.price === priceAt(dynamic(m), dropTime, now);
      }),
    );
  });
});
