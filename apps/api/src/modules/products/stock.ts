// Free and held pieces: taken by an order, held and released, restocked; what a drop has left
// (products/service.ts is the module's face).
import type { Executor } from '../../db/client.ts';
import * as repo from './repository.ts';

// `stock` is what is free to buy, `reserved` what unpaid orders hold (see migration 0005).

function assertQuantity(quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new Error(`stock quantity must be a positive integer, got ${quantity}`);
  }
}

/** Sells free pieces at once (a payment that arrives after its order expired). */
export function takeStock(tx: Executor, productId: number, quantity: number) {
  assertQuantity(quantity);
  return repo.takeStock(tx, productId, quantity);
}

/** Ends a hold: the pieces are sold, or go back on sale; `nextUntil` as in repo.endHold. */
export function endHold(
  tx: Executor,
  productId: number,
  quantity: number,
  outcome: { sold: boolean; nextUntil: Date | null },
) {
  assertQuantity(quantity);
  return repo.endHold(tx, productId, quantity, outcome);
}

/** Pieces of a cancelled paid order go back on sale. */
export function restock(tx: Executor, productId: number, quantity: number) {
  assertQuantity(quantity);
  return repo.restock(tx, productId, quantity);
}

/** Pieces free to buy in a drop now (not held, not withdrawn): 0 once all are reserved or sold. */
export const freePiecesInDrop = (executor: Executor, dropId: number) =>
  repo.freePiecesInDrop(executor, dropId);

export const productIdsInDrop = (executor: Executor, dropId: number) =>
  repo.productIdsInDrop(executor, dropId);

/** The drop's pieces at `now`: free on sale (or before the opening), held, off sale. */
export const dropPieces = (executor: Executor, dropId: number, now: Date) =>
  repo.dropPieces(executor, dropId, now);

/**
 * The drop's products as a SQL fragment (`id`, `purchase_price`, `price_type`), for statements of
 * other modules that read their own rows for these products (the drop's results).
 */
export const dropProductsSql = repo.dropProductsSql;
