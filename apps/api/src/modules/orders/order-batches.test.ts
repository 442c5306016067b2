// The checkout's batches without a database: what goes together, in which order, and what a
// refusal or a failed write does to the other orders of a batch.
import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../../catalogue/changes.ts';
import { MAX_BATCH, OrderBatches, type PlaceBatch } from './order-batches.ts';
import type { PlacedOrder, PlaceOrderResult } from './repository.ts';

/** A change feed whose markers arrive at once. */
const feed = {
  marker: () => ({ token: 'sync', seen: () => Promise.resolve(), cancel: () => undefined }),
} as unknown as ChangeFeed;

/** An order told apart by its note. */
const order = (note: string) => ({ note }) as PlacedOrder;

const placed = (id: number): PlaceOrderResult => ({ placed: id, refusal: null, detail: null });

/** Writes batches when told to: `release()` lets the oldest written batch answer. */
function heldWrites(answer: (batch: readonly PlacedOrder[]) => PlaceOrderResult[]) {
  const batches: string[][] = [];
  const pending: (() => void)[] = [];
  const place: PlaceBatch = (batch) => {
    batches.push(batch.map((o) => o.note));
    return new Promise((resolve) => pending.push(() => resolve(answer(batch))));
  };
  const release = async () => {
    await Promise.resolve();
    pending.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { place, batches, release };
}

const noCheck = () => undefined;

describe('order batches', () => {
  it('orders arriving while a batch is written go together in the next, in arrival order', async () => {
    const writes = heldWrites((batch) => batch.map((o) => placed(Number(o.note))));
    const batches = new OrderBatches(writes.place, feed);
    const answers = ['1', '2', '3', '4'].map((note) => batches.submit(order(note), noCheck));
    await writes.release();
    await writes.release();
    expect(writes.batches).toEqual([['1'], ['2', '3', '4']]);
    expect((await Promise.all(answers)).map((a) => a.result.placed)).toEqual([1, 2, 3, 4]);
  });

  it('an order whose check fails when its batch forms is refused and not written', async () => {
    const writes = heldWrites((batch) => batch.map((o) => placed(Number(o.note))));
    const batches = new OrderBatches(writes.place, feed);
    const first = batches.submit(order('1'), noCheck);
    const gone = batches.submit(order('2'), () => {
      throw new Error('sold meanwhile');
    });
    const third = batches.submit(order('3'), noCheck);
    const refused = expect(gone).rejects.toThrow('sold meanwhile');
    await writes.release();
    await writes.release();
    await refused;
    expect(writes.batches).toEqual([['1'], ['3']]);
    expect((await first).result.placed).toBe(1);
    expect((await third).result.placed).toBe(3);
  });

  it('a failed write fails its own batch only', async () => {
    let calls = 0;
    const batches = new OrderBatches(async (batch) => {
      calls += 1;
      if (calls === 2) throw new Error('connection lost');
      return batch.map((o) => placed(Number(o.note)));
    }, feed);
    const answers = ['1', '2', '3'].map((note) =>
      batches.submit(order(note), noCheck).then(
        (a) => a.result.placed,
        (error: Error) => error.message,
      ),
    );
    expect(await Promise.all(answers)).toEqual([1, 'connection lost', 'connection lost']);
    expect((await batches.submit(order('4'), noCheck)).result.placed).toBe(4);
  });

  it(`a batch holds at most ${MAX_BATCH} orders`, async () => {
    const writes = heldWrites((batch) => batch.map((o) => placed(Number(o.note))));
    const batches = new OrderBatches(writes.place, feed);
    const count = 1 + MAX_BATCH + 5;
    const answers = Array.from({ length: count }, (_, i) =>
      batches.submit(order(String(i)), noCheck),
    );
    for (let i = 0; i < 3; i += 1) await writes.release();
    expect(writes.batches.map((b) => b.length)).toEqual([1, MAX_BATCH, 5]);
    expect(await Promise.all(answers)).toHaveLength(count);
  });
});
