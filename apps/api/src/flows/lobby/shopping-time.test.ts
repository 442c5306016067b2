import { describe, expect, it } from 'vitest';
import { SHOPPING_MS, SHOPPING_SAMPLE, shoppingMs } from './shopping-time.ts';

const times = (count: number, ms: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => ms(i));

describe('how long an admitted shopper counts as shopping', () => {
  it('is half a minute until ten shoppers have bought', () => {
    expect(shoppingMs([])).toBe(30_000);
    expect(shoppingMs(times(SHOPPING_SAMPLE - 1, () => 100))).toBe(SHOPPING_MS.most);
  });

  it('is the time nine in ten buyers took from admission to order', () => {
    // 1, 2, … 20 s: the 18th of twenty is the ninth tenth.
    expect(shoppingMs(times(20, (i) => (i + 1) * 1_000))).toBe(18_000);
    // Order does not matter; the slowest tenth is left out.
    expect(shoppingMs([...times(9, () => 8_000), 29_000].reverse())).toBe(8_000);
  });

  it('is never under 5 s nor over 30 s', () => {
    // Scripts order within milliseconds: a human still gets five seconds.
    expect(shoppingMs(times(50, () => 40))).toBe(5_000);
    expect(shoppingMs(times(50, () => 90_000))).toBe(30_000);
  });
});
