// The storefront's words about one product: how far below the market price (never rounded up),
// and why a piece that is gone cannot be bought.
import { describe, expect, it } from 'vitest';
import { belowMarketPercent, collectionEnd, goneReason } from './product-rules.ts';

describe('below the market price', () => {
  it('is rounded down in whole percent: 1 zł of 1 499 zł is 99 %, never 100 %', () => {
    expect(belowMarketPercent({ price: 100, msrp: 149_900 })).toBe(99);
    expect(belowMarketPercent({ price: 7_000, msrp: 10_000 })).toBe(30);
    expect(belowMarketPercent({ price: 6_999, msrp: 10_000 })).toBe(30);
    expect(belowMarketPercent({ price: 7_001, msrp: 10_000 })).toBe(29);
    expect(belowMarketPercent({ price: 10_000, msrp: 10_000 })).toBeNull();
    expect(belowMarketPercent({ price: 100, msrp: null })).toBeNull();
  });
});

describe('why a piece is gone', () => {
  const opened = '2026-11-01T10:00:00.000Z';
  const day = (n: number) => new Date(Date.parse(opened) + n * 86_400_000);
  const product = (
    status: 'AVAILABLE' | 'NOT_AVAILABLE' | 'SOLD_OUT',
    priceType: 'STATIC' | 'DYNAMIC_LEVELS' = 'DYNAMIC_LEVELS',
  ) => ({ status, priceType });
  const over = (at: Date) => at.toISOString() >= collectionEnd(opened);

  it('the collection’s 14 days are over, staff withdrew it, or every piece was sold', () => {
    expect(goneReason(product('NOT_AVAILABLE'), over(day(15)))?.short).toBe('Kolekcja zakończona');
    expect(goneReason(product('NOT_AVAILABLE'), over(day(3)))?.short).toBe('Wycofany ze sprzedaży');
    expect(goneReason(product('NOT_AVAILABLE', 'STATIC'), over(day(30)))?.short).toBe(
      'Wycofany ze sprzedaży',
    );
    expect(goneReason(product('SOLD_OUT'), over(day(2)))?.short).toBe('Wyprzedany');
    expect(goneReason(product('AVAILABLE'), over(day(2)))).toBeNull();
  });
});
