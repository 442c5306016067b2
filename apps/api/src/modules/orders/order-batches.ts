// Orders are placed in batches (docs/checkout.md, "Batches"): one batch of this replica is in
// the database at a time, the orders that arrive meanwhile wait in arrival order and go
// together as the next one (one round trip, one transaction, one commit). When its batch forms,
// each order is checked once more against what the change feed announced while it waited, so
// a piece sold meanwhile is refused from memory instead of in the database.
import type { ChangeFeed } from '../../catalogue/changes.ts';
import type { PlacedOrder, PlaceOrderResult } from './repository.ts';

/** Most orders in one batch: a batch holds its products' rows until it commits. */
export const MAX_BATCH = 50;

/** Writes a batch (repository.placeOrders with its settings). */
export type PlaceBatch = (
  batch: readonly PlacedOrder[],
  syncToken: string,
) => Promise<PlaceOrderResult[]>;

export interface BatchedResult {
  result: PlaceOrderResult;
  /** Resolves once this replica has seen the batch's changes (see ChangeFeed.marker). */
  seen: Promise<void>;
}

interface Waiting {
  order: PlacedOrder;
  /** Throws the refusal when the order can no longer succeed. */
  check: () => void;
  resolve: (placed: BatchedResult) => void;
  reject: (error: unknown) => void;
}

export class OrderBatches {
  private readonly waiting: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly place: PlaceBatch,
    private readonly changes: ChangeFeed,
  ) {}

  /** Places `order` with the next batch; `check` runs when the batch forms. */
  submit(order: PlacedOrder, check: () => void): Promise<BatchedResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ order, check, resolve, reject });
      void this.write();
    });
  }

  private async write() {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MAX_BATCH).filter(stillPossible);
        if (batch.length > 0) await this.writeBatch(batch);
      }
    } finally {
      this.writing = false;
    }
  }

  private async writeBatch(batch: Waiting[]) {
    const marker = this.changes.marker();
    let results: PlaceOrderResult[];
    try {
      results = await this.place(
        batch.map((waiting) => waiting.order),
        marker.token,
      );
    } catch (error) {
      marker.cancel();
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    const seen = marker.seen();
    batch.forEach((waiting, i) => waiting.resolve({ result: results[i]!, seen }));
  }
}

function stillPossible(waiting: Waiting): boolean {
  try {
    waiting.check();
    return true;
  } catch (refusal) {
    waiting.reject(refusal);
    return false;
  }
}
