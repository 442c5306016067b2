// Writes in batches (docs/checkout.md, "Batches"): one batch of a kind in the database at a
// time per replica; the writes that arrive meanwhile wait in arrival order and go together as
// the next batch, one round trip and one commit for all of them. A lone write is a batch of one
// and goes at once. Each write may be checked once more when its batch forms.

import { nextTurn } from '../runtime/turns.ts';

export class WriteBatches<T, R> {
  private readonly waiting: Waiting<T, R>[] = [];
  private writing = false;

  /** `write` answers one result per item, in order; `max` items at most per batch. */
  constructor(
    private readonly write: (batch: readonly T[]) => Promise<R[]>,
    private readonly max: number,
  ) {}

  /** Writes `item` with the next batch; `check` runs when the batch forms and may throw. */
  submit(item: T, check: () => void = () => undefined): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, check, resolve, reject });
      void this.drain();
    });
  }

  private async drain() {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, this.max).filter(stillPossible);
        if (batch.length > 0) await this.writeBatch(batch);
      }
    } finally {
      this.writing = false;
    }
  }

  private async writeBatch(batch: Waiting<T, R>[]) {
    try {
      const results = await this.write(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => waiting.resolve(results[i]!));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      // A batch fails mostly when its connection was lost, and the database's other
      // connections then went at the same moment: the next batch starts after this turn of the
      // event loop, once the pool has read their notices and thrown them away.
      await nextTurn();
    }
  }
}

interface Waiting<T, R> {
  item: T;
  check: () => void;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

function stillPossible<T, R>(waiting: Waiting<T, R>): boolean {
  try {
    waiting.check();
    return true;
  } catch (refusal) {
    waiting.reject(refusal);
    return false;
  }
}
