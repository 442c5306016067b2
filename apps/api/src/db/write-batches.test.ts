// Writes in batches without a database: what goes together, in which order, and what a
// refusal or a failed write does to the other writes of a batch.
import { describe, expect, it } from 'vitest';
import { WriteBatches } from './write-batches.ts';

/** Writes batches when told to: `release()` lets the oldest written batch answer. */
function heldWrites() {
  const batches: string[][] = [];
  const pending: (() => void)[] = [];
  const write = (batch: readonly string[]) => {
    batches.push([...batch]);
    return new Promise<number[]>((resolve) => pending.push(() => resolve(batch.map(Number))));
  };
  const release = async () => {
    await Promise.resolve();
    pending.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { write, batches, release };
}

describe('write batches', () => {
  it('writes arriving while a batch is written go together in the next, in arrival order', async () => {
    const writes = heldWrites();
    const batches = new WriteBatches(writes.write, 50);
    const answers = ['1', '2', '3', '4'].map((item) => batches.submit(item));
    await writes.release();
    await writes.release();
    expect(writes.batches).toEqual([['1'], ['2', '3', '4']]);
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4]);
  });

  it('a write whose check fails when its batch forms is refused and not written', async () => {
    const writes = heldWrites();
    const batches = new WriteBatches(writes.write, 50);
    const first = batches.submit('1');
    const gone = batches.submit('2', () => {
      throw new Error('sold meanwhile');
    });
    const third = batches.submit('3');
    const refused = expect(gone).rejects.toThrow('sold meanwhile');
    await writes.release();
    await writes.release();
    await refused;
    expect(writes.batches).toEqual([['1'], ['3']]);
    expect([await first, await third]).toEqual([1, 3]);
  });

  it('a failed write fails its own batch only', async () => {
    let calls = 0;
    const batches = new WriteBatches(async (batch: readonly string[]) => {
      calls += 1;
      if (calls === 2) throw new Error('connection lost');
      return batch.map(Number);
    }, 50);
    const answers = ['1', '2', '3'].map((item) =>
      batches.submit(item).catch((error: Error) => error.message),
    );
    expect(await Promise.all(answers)).toEqual([1, 'connection lost', 'connection lost']);
    expect(await batches.submit('4')).toBe(4);
  });

  it('a batch holds at most its maximum', async () => {
    const writes = heldWrites();
    const batches = new WriteBatches(writes.write, 10);
    const answers = Array.from({ length: 16 }, (_, i) => batches.submit(String(i)));
    for (let i = 0; i < 3; i += 1) await writes.release();
    expect(writes.batches.map((b) => b.length)).toEqual([1, 10, 5]);
    expect(await Promise.all(answers)).toHaveLength(16);
  });
});
