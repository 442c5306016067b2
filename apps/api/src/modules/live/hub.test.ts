// The live hub's first reads: streams that open together for the same products share one read of
// their stock for a moment, unless the catalogue changed or a scheduled moment came since it began.
import type { ServerResponse } from 'node:http';
import { afterEach, expect, it, vi } from 'vitest';
import type { LiveStock } from '@shop/shared/live';
import { FIRST_READ_KEEP_MS, gatherMs, LiveHub } from './hub.ts';

const response = () =>
  ({ writableLength: 0, write: () => true, end: () => undefined }) as unknown as ServerResponse;

let hub: LiveHub | undefined;
afterEach(() => {
  hub?.close();
  vi.useRealTimers();
});

function countingHub() {
  const reads: ((items: LiveStock[]) => void)[] = [];
  hub = new LiveHub({
    now: () => new Date(),
    readStock: () => new Promise((resolve) => reads.push(resolve)),
    nextScheduledChange: async () => Infinity,
    dropsChangedBetween: async () => [],
    onError: (error) => {
      throw error;
    },
  });
  return { hub, reads };
}

it('streams opening together for the same drop share one read of its stock, for a moment', async () => {
  vi.useFakeTimers();
  const { hub, reads } = countingHub();
  const follows = { products: [], drops: [7] };
  const opened = [hub.add(response(), follows), hub.add(response(), follows)];
  expect(reads).toHaveLength(1);
  reads[0]!([]);
  await Promise.all(opened);
  // Ended, it is still taken by a stream opened soon after.
  vi.advanceTimersByTime(FIRST_READ_KEEP_MS - 1);
  await hub.add(response(), follows);
  expect(reads).toHaveLength(1);
  // Once its moment is over, the next stream reads anew.
  vi.advanceTimersByTime(1);
  const later = hub.add(response(), follows);
  expect(reads).toHaveLength(2);
  reads[1]!([]);
  await later;
  // A scheduled moment (a start, a price step) ends it at once.
  await hub.checkSchedule();
  const afterStep = hub.add(response(), follows);
  expect(reads).toHaveLength(3);
  reads[2]!([]);
  await afterStep;
});

it('a stream opened after a change of the catalogue does not take a read begun before it', async () => {
  const { hub, reads } = countingHub();
  const follows = { products: [3], drops: [] };
  const first = hub.add(response(), follows);
  hub.onChange({ kind: 'drop', dropId: 1 });
  const second = hub.add(response(), follows);
  expect(reads).toHaveLength(2);
  reads.forEach((resolve) => resolve([]));
  await Promise.all([first, second]);
});

it('gathers changes longer with more streams, and sends each stream a changed item once', async () => {
  expect([0, 1_000, 5_000, 10_000, 50_000].map(gatherMs)).toEqual([100, 100, 500, 1_000, 1_000]);
  vi.useFakeTimers();
  const { hub, reads } = countingHub();
  const written: string[] = [];
  const both = {
    ...response(),
    write: (text: string) => written.push(text),
  } as unknown as ServerResponse;
  const opened = hub.add(both, { products: [3], drops: [7] });
  reads[0]!([]);
  await opened;
  written.length = 0;
  hub.onChange({
    kind: 'product',
    productId: 3,
    dropIds: [7],
    categories: [],
    countChanged: false,
    stock: 0,
  });
  vi.advanceTimersByTime(gatherMs(1));
  const item = { id: 3, dropId: 7, stock: 0, reserved: 1, reservedUntil: null, status: 'RESERVED' };
  reads[1]!([item as LiveStock]);
  await vi.waitFor(() => expect(written).toHaveLength(1));
  expect(written[0]).toBe(`event: stock\ndata: ${JSON.stringify({ items: [item] })}\n\n`);
});
