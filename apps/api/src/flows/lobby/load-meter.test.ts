// The opening meter (load-meter.ts): each second that ends gives the orders placed in it and how
// long the slowest order answers took, for each drop whose opening runs.
import { describe, expect, it } from 'vitest';
import { OpeningMeter } from './load-meter.ts';

describe('OpeningMeter', () => {
  it('gives the orders and the p99 of order answers of each second that ended, per drop', () => {
    const meter = new OpeningMeter('host:7');
    expect(meter.take(new Date('2026-12-05T18:00:00.100Z'), [1, 2])).toEqual([]);
    for (let i = 0; i < 99; i++) meter.orderAnswered(40, true);
    meter.orderAnswered(900, false);
    // Within the same second: nothing yet.
    expect(meter.take(new Date('2026-12-05T18:00:00.600Z'), [1, 2])).toEqual([]);
    meter.orderAnswered(1_200, false);
    expect(meter.take(new Date('2026-12-05T18:00:01.050Z'), [1, 2])).toEqual([
      {
        dropId: 1,
        replica: 'host:7',
        second: new Date('2026-12-05T18:00:00Z'),
        orders: 99,
        orderP99Ms: 900,
      },
      {
        dropId: 2,
        replica: 'host:7',
        second: new Date('2026-12-05T18:00:00Z'),
        orders: 99,
        orderP99Ms: 900,
      },
    ]);
    // The next second starts empty.
    meter.orderAnswered(30, true);
    expect(meter.take(new Date('2026-12-05T18:00:02.050Z'), [1])).toEqual([
      {
        dropId: 1,
        replica: 'host:7',
        second: new Date('2026-12-05T18:00:01Z'),
        orders: 1,
        orderP99Ms: 30,
      },
    ]);
  });

  it('gives nothing for a second without an order answered, or while no opening runs', () => {
    const meter = new OpeningMeter();
    meter.take(new Date('2026-12-05T18:00:00Z'), [1]);
    expect(meter.take(new Date('2026-12-05T18:00:01Z'), [1])).toEqual([]);
    meter.orderAnswered(30, true);
    expect(meter.take(new Date('2026-12-05T18:00:02Z'), [])).toEqual([]);
  });
});
