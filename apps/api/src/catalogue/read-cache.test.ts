// The read cache's rules for reads under way: concurrent misses share a read, a key is read once
// at a time however often what it shows changes, and nobody gets an answer read before a change
// they came after.
import { describe, expect, it } from 'vitest';
import { ReadCache, type Compute, type Computed } from './read-cache.ts';

const FAR = Number.MAX_SAFE_INTEGER;

/** A compute whose reads are ended by hand: `finish(i)` answers the i-th read with its state. */
function controlledReads(state: { version: number }) {
  const reads: { now: number; seen: number; finish: () => void }[] = [];
  const compute: Compute = (now) =>
    new Promise<Computed>((resolve) => {
      const seen = state.version;
      reads.push({
        now,
        seen,
        finish: () =>
          resolve({ statusCode: 200, tags: ['drop-products:1'], expiresAt: FAR, value: { seen } }),
      });
    });
  return { reads, compute };
}

const bodyOf = async (answer: Promise<{ body: string }>) => JSON.parse((await answer).body);
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('read cache: reads under way', () => {
  it('concurrent misses of one key share one read', async () => {
    const cache = new ReadCache({ maxBytes: 1_000_000 });
    const { reads, compute } = controlledReads({ version: 1 });
    const answers = [1, 2, 3].map((now) => cache.get('/list', now, compute));
    expect(reads).toHaveLength(1);
    reads[0]!.finish();
    expect(await Promise.all(answers.map(bodyOf))).toEqual([{ seen: 1 }, { seen: 1 }, { seen: 1 }]);
    expect(cache.counts).toEqual({ hits: 2, reads: 1 });
  });

  it('with a change after every request, a key is still read once at a time, and each answer is read after its request came', async () => {
    const cache = new ReadCache({ maxBytes: 1_000_000 });
    const state = { version: 1 };
    const { reads, compute } = controlledReads(state);
    const answers: Promise<{ body: string }>[] = [];
    const versionAt: number[] = [];
    for (let i = 0; i < 50; i++) {
      versionAt.push(state.version);
      answers.push(cache.get('/list', 1_000 + i, compute));
      // An order changes the drop's products: the list answer ends.
      state.version += 1;
      cache.invalidate(['drop-products:1']);
    }
    // The first request's read, and one more for the 49 who came while it ran.
    expect(reads).toHaveLength(1);
    reads[0]!.finish();
    await turn();
    expect(reads).toHaveLength(2);
    expect(reads[1]!.now).toBe(1_049);
    reads[1]!.finish();
    const bodies = await Promise.all(answers.map(bodyOf));
    bodies.forEach((body, i) => expect(body.seen).toBeGreaterThanOrEqual(versionAt[i]!));
    expect(cache.counts.reads).toBe(2);
    // The first overlapped changes and was not kept; the second, read after the last, was.
    expect(cache.peek('/list', 2_000)?.body).toBe(JSON.stringify({ seen: 51 }));
  });

  it('a change of something the read does not show lets later requests take the read under way', async () => {
    const cache = new ReadCache({ maxBytes: 1_000_000 });
    const { reads, compute } = controlledReads({ version: 1 });
    const first = cache.get('/list', 1, compute);
    cache.invalidate(['product:999']);
    const second = cache.get('/list', 2, compute);
    reads[0]!.finish();
    expect(await bodyOf(first)).toEqual({ seen: 1 });
    expect(await bodyOf(second)).toEqual({ seen: 1 });
    expect(reads).toHaveLength(1);
    // It was kept: nothing it shows changed while it ran.
    expect(cache.size).toBe(1);
  });

  it('a failed read fails its own askers; those waiting for the next read get it', async () => {
    const cache = new ReadCache({ maxBytes: 1_000_000 });
    let calls = 0;
    const compute: Compute = async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return { statusCode: 200, tags: ['drop-products:1'], expiresAt: FAR, value: { calls } };
    };
    const first = cache.get('/list', 1, compute);
    cache.invalidate(['drop-products:1']);
    const second = cache.get('/list', 2, compute);
    await expect(first).rejects.toThrow('connection lost');
    expect(await bodyOf(second)).toEqual({ calls: 2 });
  });
});
