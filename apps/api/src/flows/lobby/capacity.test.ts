// What an opening's seconds say the shop can take (capacity.ts): the orders of the seconds in
// which the slowest order answers took SLOW_ORDER_MS or more, over their number; nothing from an
// opening the lobby held below the limit, or from too few orders or seconds.
import { describe, expect, it } from 'vitest';
import { capacityOf, MIN_ORDERS, MIN_SECONDS, SLOW_ORDER_MS } from './capacity.ts';

const seconds = (
  count: number,
  second: { orderP99Ms: number; orders: number; replicas?: number },
) => Array.from({ length: count }, () => ({ replicas: 1, ...second }));

describe('capacityOf', () => {
  it('is the orders a second in the seconds orders were answered slowly', () => {
    expect(
      capacityOf([
        ...seconds(2, { orderP99Ms: 700, orders: 140 }),
        ...seconds(2, { orderP99Ms: 900, orders: 160 }),
      ]),
    ).toEqual({
      orders: 600,
      seconds: 4,
      orderP99Ms: 800,
      replicas: 1,
      peakOrdersPerSecond: 160,
      capacity: 150,
    });
  });

  it('leaves out the seconds orders were answered fast, and those without orders', () => {
    const fast = seconds(10, { orderP99Ms: SLOW_ORDER_MS - 1, orders: 100 });
    const slow = seconds(3, { orderP99Ms: 600, orders: 120 });
    const idle = seconds(5, { orderP99Ms: 2_000, orders: 0 });
    expect(capacityOf([...fast, ...slow, ...idle])).toMatchObject({ seconds: 3, capacity: 120 });
  });

  it('says nothing of an opening the lobby held below the limit (the rate would creep down)', () => {
    expect(capacityOf(seconds(30, { orderP99Ms: 250, orders: 110 }))).toBeNull();
  });

  it('says nothing from fewer than MIN_ORDERS orders or MIN_SECONDS seconds', () => {
    expect(capacityOf(seconds(MIN_SECONDS, { orderP99Ms: 600, orders: 33 }))).toBeNull();
    expect(capacityOf(seconds(MIN_SECONDS, { orderP99Ms: 600, orders: 34 }))).not.toBeNull();
    expect(
      capacityOf(seconds(MIN_SECONDS - 1, { orderP99Ms: 600, orders: MIN_ORDERS })),
    ).toBeNull();
  });

  it('counts the replicas that measured (their orders add up to the shop’s)', () => {
    expect(capacityOf(seconds(4, { orderP99Ms: 600, orders: 300, replicas: 2 }))).toMatchObject({
      replicas: 2,
      capacity: 300,
    });
  });

  it('says nothing without any second', () => {
    expect(capacityOf([])).toBeNull();
  });
});
