// The sync marker of the checkout's batches: placed orders wait for their batch's marker, and
// a batch that failed takes its marker back.
import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../../catalogue/changes.ts';
import { orderBatches } from './order-batches.ts';
import type { PlacedOrder } from './repository.ts';

interface Marker {
  token: string;
  state: 'waiting' | 'seen' | 'cancelled';
}

function feed() {
  const markers: Marker[] = [];
  const changes = {
    marker: () => {
      const entry: Marker = { token: `sync-${markers.length}`, state: 'waiting' };
      markers.push(entry);
      return {
        token: entry.token,
        seen: () => {
          entry.state = 'seen';
          return Promise.resolve();
        },
        cancel: () => {
          entry.state = 'cancelled';
        },
      };
    },
  } as unknown as ChangeFeed;
  return { changes, markers };
}

const order = { note: 'Zamówienie złożone' } as PlacedOrder;

describe('order batches', () => {
  it('sends one marker per batch with its orders, and their answers wait for it', async () => {
    const { changes, markers } = feed();
    const tokens: string[] = [];
    const batches = orderBatches(async (batch, token) => {
      tokens.push(token);
      return batch.map((_, i) => ({ placed: i + 1, refusal: null, detail: null }));
    }, changes);
    const placed = await Promise.all([batches.submit(order), batches.submit(order)]);
    expect(tokens).toEqual(['sync-0', 'sync-1']);
    expect(markers.map((m) => m.state)).toEqual(['seen', 'seen']);
    await Promise.all(placed.map((p) => p.seen));
  });

  it('takes the marker back when the batch failed', async () => {
    const { changes, markers } = feed();
    const batches = orderBatches(async () => {
      throw new Error('connection lost');
    }, changes);
    await expect(batches.submit(order)).rejects.toThrow('connection lost');
    expect(markers.map((m) => m.state)).toEqual(['cancelled']);
  });
});
