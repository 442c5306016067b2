import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lowestPriceBefore, omnibusPrice, withOmnibusPrices } from './omnibus.ts';
import { DAY_MS, LEVEL_MS, plannedPrices, priceAt, type PriceInputs } from './price-schedule.ts';

const dropTime = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(dropTime.getTime() + ms);
const dynamic = (msrp: number): PriceInputs => ({
  priceType: 'DYNAMIC_LEVELS',
  msrp,
  price: null,
  stock: 1,
});

describe('omnibusPrice over a schedule (msrp 100.00 zł)', () => {
  const history = plannedPrices(dynamic(10_000), dropTime, dropTime);
  it.each([
    ['before the drop: the current price', -1000, 7000],
    ['first step: the current price', 0, 7000],
    ['1 s before the second step', LEVEL_MS - 1000, 7000],
    ['second step: the first price', LEVEL_MS, 7000],
    ['third step: the second price', 2 * LEVEL_MS, 6000],
    ['final step: the 20 % price', 6 * LEVEL_MS, 2000],
    ['withdrawn: still the 20 % price', 20 * DAY_MS, 2000],
  ])('%s', (_label, offset, expected) => {
    const now = at(offset);
    expect(omnibusPrice(history, now, priceAt(dynamic(10_000), dropTime, now))).toBe(expected);
  });
});

describe('lowestPriceBefore', () => {
  it('counts a price in effect at the start of the 30-day window', () => {
    const history = [
      { price: 500, effectiveFrom: at(0) },
      { price: 900, effectiveFrom: at(10 * DAY_MS) },
      { price: 800, effectiveFrom: at(45 * DAY_MS) },
    ];
    // Window for the 800 is [day 15, day 45): the 500 ended on day 10, the 900 covers it.
    expect(lowestPriceBefore(history, at(45 * DAY_MS))).toBe(900);
    // Window for the 900 is [day -20, day 10): the 500 was in effect.
    expect(lowestPriceBefore(history, at(10 * DAY_MS))).toBe(500);
    expect(lowestPriceBefore(history, at(0))).toBeNull();
  });
  it('counts no price while the product was off sale: an old drop’s price counts only for the days it was offered', () => {
    const history = [
      { price: 100, effectiveFrom: at(0) },
      { price: 100, effectiveFrom: at(2 * DAY_MS), offered: false },
      { price: 7000, effectiveFrom: at(40 * DAY_MS) },
    ];
    // 30 days before day 41 start on day 11: the 1 zł price ended on day 2.
    expect(lowestPriceBefore(history, at(41 * DAY_MS))).toBe(7000);
    // 30 days before day 31 start on day 1, when the 1 zł price was still offered.
    expect(
      lowestPriceBefore(
        [...history.slice(0, 2), { price: 7000, effectiveFrom: at(30 * DAY_MS) }],
        at(31 * DAY_MS),
      ),
    ).toBe(100);
  });

  it('sees a raise after a staff edit: the lower earlier price stays the omnibus price', () => {
    const history = [
      { price: 3000, effectiveFrom: at(0) },
      { price: 4500, effectiveFrom: at(DAY_MS) },
    ];
    expect(omnibusPrice(history, at(DAY_MS + 5), 4500)).toBe(3000);
    expect(withOmnibusPrices(history).map((p) => p.omnibusPrice)).toEqual([3000, 3000]);
  });
});

describe('properties (msrp unchanged)', () => {
  const msrp = fc.integer({ min: 0, max: 100_000_000 });
  const moment = fc.integer({ min: 0, max: 20 * DAY_MS });

  it('omnibusPrice is the previous price step, or the current price on the first step', () => {
    fc.assert(
      fc.property(msrp, moment, (m, offset) => {
        const history = plannedPrices(dynamic(m), dropTime, dropTime);
        const now = at(offset);
        const steps = history.filter((p) => p.effectiveFrom <= now);
        const expected = (steps.at(-2) ?? steps.at(-1)!).price;
        return omnibusPrice(history, now, priceAt(dynamic(m), dropTime, now)) === expected;
      }),
    );
  });

  it('when every level changes the price, that is the price of the previous level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 100_000_000 }), moment, (m, offset) => {
        const history = plannedPrices(dynamic(m), dropTime, dropTime);
        const now = at(offset);
        const level = Math.min(Math.floor(offset / LEVEL_MS), 6);
        const previous = priceAt(dynamic(m), dropTime, at(Math.max(level - 1, 0) * LEVEL_MS));
        return omnibusPrice(history, now, 0) === previous;
      }),
    );
  });

  it('the stored omnibus price of each point is what a read at that point answers', () => {
    fc.assert(
      fc.property(msrp, moment, (m, offset) => {
        const stored = withOmnibusPrices(plannedPrices(dynamic(m), dropTime, at(offset)));
        return stored.every((p) => omnibusPrice(stored, p.effectiveFrom, 0) === p.omnibusPrice);
      }),
    );
  });
});
