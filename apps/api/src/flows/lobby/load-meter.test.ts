// The load meter (load-meter.ts): each second that ends gives the event loop's busy share of it,
// for each drop whose opening runs.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LoadMeter } from './load-meter.ts';

const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('LoadMeter', () => {
  it('gives the loop’s busy share of each second that ended, per drop', async () => {
    const meter = new LoadMeter('host:7');
    const start = new Date('2026-12-05T18:00:00.100Z');
    expect(meter.take(start, [1, 2])).toEqual([]);
    // Within the same second: nothing yet.
    spin(40);
    expect(meter.take(new Date('2026-12-05T18:00:00.600Z'), [1, 2])).toEqual([]);
    spin(40);
    const busy = meter.take(new Date('2026-12-05T18:00:01.050Z'), [1, 2]);
    expect(
      busy.map(({ dropId, replica, second }) => [dropId, replica, second.toISOString()]),
    ).toEqual([
      [1, 'host:7', '2026-12-05T18:00:00.000Z'],
      [2, 'host:7', '2026-12-05T18:00:00.000Z'],
    ]);
    // The loop did nothing but spin: (nearly) all of the second was busy.
    expect(busy[0]!.busyMs).toBeGreaterThan(800);
    expect(busy[0]!.busyMs).toBeLessThanOrEqual(1000);

    await sleep(60);
    const idle = meter.take(new Date('2026-12-05T18:00:02.050Z'), [1]);
    expect(idle).toHaveLength(1);
    expect(idle[0]!.busyMs).toBeLessThan(500);
  });

  it('gives nothing while no opening runs', () => {
    const meter = new LoadMeter();
    meter.take(new Date('2026-12-05T18:00:00Z'), []);
    expect(meter.take(new Date('2026-12-05T18:00:01Z'), [])).toEqual([]);
  });
});
