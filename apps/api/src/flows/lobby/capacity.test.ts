// What an opening's seconds say the shop can take (capacity.ts): the orders of the seconds in
// which orders were placed over the loop time they took, times the replicas; nothing from too
// few orders or from an idle shop.
import { describe, expect, it } from 'vitest';
import { capacityOf, MIN_ORDERS } from './capacity.ts';

const seconds = (count: number, second: { busyMs: number; replicas: number; orders: number }) =>
  Array.from({ length: count }, () => second);

describe('capacityOf', () => {
  it('is the orders over the busy seconds, for one replica', () => {
    // 150 orders a second with the loop 75 % busy: 200 a second at full load.
    expect(capacityOf(seconds(4, { busyMs: 750, replicas: 1, orders: 150 }))).toEqual({
      orders: 600,
      seconds: 4,
      busySeconds: 3,
      replicas: 1,
      peakOrdersPerSecond: 150,
      capacity: 200,
    });
  });

  it('adds up the loops of several replicas', () => {
    // Two replicas, each 60 % busy, 120 orders a second between them: 200 a second at full load.
    const capacity = capacityOf(seconds(5, { busyMs: 1200, replicas: 2, orders: 120 }));
    expect(capacity).toMatchObject({ replicas: 2, busySeconds: 6 });
    expect(capacity!.capacity).toBeCloseTo(200, 9);
  });

  it('leaves out the seconds without orders', () => {
    const quiet = seconds(30, { busyMs: 100, replicas: 1, orders: 0 });
    const busy = seconds(2, { busyMs: 800, replicas: 1, orders: 80 });
    expect(capacityOf([...quiet, ...busy, ...quiet])).toMatchObject({ seconds: 2, capacity: 100 });
  });

  it('says nothing from fewer orders than MIN_ORDERS', () => {
    expect(capacityOf(seconds(1, { busyMs: 900, replicas: 1, orders: MIN_ORDERS - 1 }))).toBeNull();
    expect(capacityOf(seconds(1, { busyMs: 900, replicas: 1, orders: MIN_ORDERS }))).not.toBeNull();
  });

  it('says nothing from a shop that was less than half busy (it would stretch its timers)', () => {
    expect(capacityOf(seconds(10, { busyMs: 499, replicas: 1, orders: 20 }))).toBeNull();
    expect(capacityOf(seconds(10, { busyMs: 999, replicas: 2, orders: 20 }))).toBeNull();
    expect(capacityOf(seconds(10, { busyMs: 500, replicas: 1, orders: 20 }))).toMatchObject({
      capacity: 40,
    });
  });

  it('says nothing without any second', () => {
    expect(capacityOf([])).toBeNull();
  });
});
