// Orders are placed in batches (docs/checkout.md, "Batches"): the orders that arrive while a
// batch is in the database go together as the next one, one call of place_orders. When its
// batch forms, each order is checked once more against what the change feed announced while
// it waited, so a piece sold meanwhile is refused from memory instead of in the database.
import type { ChangeFeed } from '../../catalogue/changes.ts';
import { WriteBatches } from '../../db/write-batches.ts';
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

export type OrderBatches = WriteBatches<PlacedOrder, BatchedResult>;

/** Each batch sends one catalogue sync marker, which its placed orders' answers wait for. */
export function orderBatches(place: PlaceBatch, changes: ChangeFeed): OrderBatches {
  return new WriteBatches(async (batch) => {
    const marker = changes.marker();
    let results: PlaceOrderResult[];
    try {
      results = await place(batch, marker.token);
    } catch (error) {
      marker.cancel();
      throw error;
    }
    const seen = marker.seen();
    return results.map((result) => ({ result, seen }));
  }, MAX_BATCH);
}
