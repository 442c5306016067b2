import { describe, expect, it } from 'vitest';
import {
  discountedLines,
  discountedUnits,
  splitDiscount,
  splitProportionally,
  unitsValue,
} from './discount-split.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('splitProportionally (largest remainder)', () => {
  it.each([
    // amount, weights, parts
    [100, [1, 1, 1], [34, 33, 33]],
    [2, [1, 1, 1], [1, 1, 0]],
    [1000, [5000, 3000, 2000], [500, 300, 200]],
    [1, [9999, 1], [1, 0]],
    [10, [1, 2], [3, 7]], // 3.33 / 6.67: the larger remainder gets the grosz
    [0, [5, 5], [0, 0]],
    [7, [0, 3], [0, 7]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [0, [0, 0], [0, 0]],
  ])('%i over %j -> %j', (amount, weights, parts) => {
    expect(splitProportionally(amount, weights)).toEqual(parts);
  });

  it('always adds up exactly, whatever the numbers', () => {
    let seed = 7;
    const random = (max: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % max;
    };
    for (let round = 0; round < 500; round++) {
      const weights = Array.from({ length: 1 + random(8) }, () => random(500_000));
      const amount = random(2_000_000) - 1_000_000;
      if (sum(weights) === 0) continue;
      const parts = splitProportionally(amount, weights);
      expect(sum(parts)).toBe(amount);
      // Each part is its exact share rounded down or up, never further off.
      parts.forEach((part, i) => {
        expect(Math.abs(part - (amount * weights[i]!) / sum(weights))).toBeLessThan(1);
      });
    }
  });

  it('stays exact for amounts whose products pass 2^53', () => {
    const parts = splitProportionally(2_000_000_000, [2_000_000_000, 1_000_000_000]);
    expect(parts).toEqual([1_333_333_333, 666_666_667]);
  });

  it('refuses what cannot be split', () => {
    expect(() => splitProportionally(5, [0, 0])).toThrow(RangeError);
    expect(() => splitProportionally(1.5, [1])).toThrow(RangeError);
    expect(() => splitProportionally(5, [-1, 2])).toThrow(RangeError);
  });
});

describe('the discount over an order', () => {
  it('spreads in proportion to each line value', () => {
    // 50 + 30 + 20 zł, 10 zł off: 5 + 3 + 2 zł.
    const lines = [
      { price: 5000, quantity: 1 },
      { price: 1500, quantity: 2 },
      { price: 2000, quantity: 1 },
    ];
    expect(splitDiscount(lines, 1000)).toEqual([500, 300, 200]);
  });

  it('gives each unit a whole-grosz price, the dearer units first', () => {
    // 3 × 10,00 zł with 1,00 zł off: 29,00 zł = 9,67 + 9,67 + 9,66.
    expect(discountedUnits({ price: 1000, quantity: 3 }, 100)).toEqual([
      { quantity: 2, price: 967 },
      { quantity: 1, price: 966 },
    ]);
    expect(discountedUnits({ price: 1000, quantity: 2 }, 100)).toEqual([
      { quantity: 2, price: 950 },
    ]);
  });

  it('keeps the order total: lines after the discount add up to subtotal - discount', () => {
    const lines = [
      { price: 3333, quantity: 3 },
      { price: 101, quantity: 7 },
      { price: 1, quantity: 1 },
    ];
    const discount = 1234;
    const subtotal = sum(lines.map((l) => l.price * l.quantity));
    const value = sum(
      discountedLines(lines, discount).flatMap((groups) => groups.map((g) => g.price * g.quantity)),
    );
    expect(value).toBe(subtotal - discount);
  });

  it('values partial refunds of a line so that they add up to the line', () => {
    const groups = discountedUnits({ price: 1000, quantity: 3 }, 100); // 9,67 9,67 9,66
    expect(unitsValue(groups, 0, 1)).toBe(967);
    expect(unitsValue(groups, 1, 1)).toBe(967);
    expect(unitsValue(groups, 2, 1)).toBe(966);
    expect(unitsValue(groups, 0, 3)).toBe(2900);
    expect(unitsValue(groups, 1, 2)).toBe(967 + 966);
    expect(() => unitsValue(groups, 2, 2)).toThrow(RangeError);
  });
});
