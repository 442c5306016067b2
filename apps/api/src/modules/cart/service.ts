// The cart of a logged-in shopper: lines of products with quantities, always answered with the
// products as they are now (prices fall while a line waits) and the shared cart totals. A line
// reserves nothing; stock is only checked here and taken when an order is created.
//
// The products come from the catalogue's kept answers (`CartDeps.products`, see
// modules/products/shopper-products.ts): exactly what the product page shows, without a database read.
import { cartTotals } from '@shop/shared/cart-totals';
import {
  cartLineIssue,
  notEnoughStockMessage,
  unavailableReason,
  type AddCartItemQuery,
  type Cart,
  type CartItem,
} from '@shop/shared/cart';
import type { Product } from '@shop/shared/catalogue';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { ShopperProducts } from '../products/index.ts';
import { PRODUCT_NOT_FOUND } from '../products/index.ts';
import { WriteBatches } from '../../db/write-batches.ts';
import * as repo from './repository.ts';

export interface CartDeps {
  db: Db;
  products: ShopperProducts;
  /** "Dodaj do koszyka" in batches (see cartAdds). */
  adds: CartAdds;
}

export type CartAdds = WriteBatches<repo.LineAdd, repo.LineAdded>;

/** Most adds in one batch. */
const MAX_ADDS = 100;

/**
 * Adds to carts go to the database in batches, one round trip and one commit for the adds that
 * arrived meanwhile: at a drop opening a thousand shoppers press "Dodaj do koszyka" at once.
 */
export const cartAdds = (db: Db): CartAdds =>
  new WriteBatches((batch) => repo.addToLines(db, batch), MAX_ADDS);

const LINE_NOT_FOUND = 'Nie znaleziono tej pozycji w koszyku';

export async function getCart(
  deps: CartDeps,
  executor: Executor,
  userId: number,
  now: Date,
): Promise<Cart> {
  return cartOf(deps, await repo.listLines(executor, userId), now);
}

/** The cart answer for these lines, with their products as they are now. */
async function cartOf(
  { products: read }: CartDeps,
  lines: readonly repo.CartLine[],
  now: Date,
): Promise<Cart> {
  const products = await read(
    lines.map((line) => line.productId),
    now,
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  const items: CartItem[] = lines.flatMap((line) => {
    const product = byId.get(line.productId);
    if (!product) return [];
    const issue = cartLineIssue(product, line.quantity);
    return [{ id: line.id, product, quantity: line.quantity, issue }];
  });
  // Flagged lines stay visible with their reason, but only what can be bought is counted.
  const buyable = items.filter((item) => item.issue === null);
  const totals = cartTotals(
    buyable.map((item) => ({ price: item.product.price, quantity: item.quantity })),
  );
  return { items, ...totals, couponId: null };
}

async function productForSale(deps: CartDeps, productId: number, now: Date): Promise<Product> {
  const [product] = await deps.products([productId], now);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const reason = unavailableReason(product);
  if (reason) throw conflict('ProductNotAvailableException', reason);
  return product;
}

/**
 * Adds pieces of a product: a new line, or more on the line the product already has. One
 * database statement (the product comes from the catalogue's memory): the whole drop presses
 * "Dodaj do koszyka" at the opening, so every round trip counts.
 */
export async function addCartItem(
  deps: CartDeps,
  userId: number,
  { productId, quantity }: AddCartItemQuery,
  now: Date,
): Promise<Cart> {
  const product = await productForSale(deps, productId, now);
  const { added, lines } =
    quantity > product.stock
      ? { added: false, lines: await repo.listLines(deps.db, userId) }
      : await deps.adds.submit({ userId, productId, quantity, maxQuantity: product.stock });
  // Withdrawn by staff after the product was read: refused in the same words as the status.
  if (added === null) {
    throw conflict(
      'ProductNotAvailableException',
      unavailableReason({ ...product, status: 'NOT_AVAILABLE' })!,
    );
  }
  if (!added) {
    const inCart = lines.find((line) => line.productId === productId)?.quantity ?? 0;
    throw conflict('OutOfStockException', notEnoughStockMessage(product.stock, inCart));
  }
  return cartOf(deps, lines, now);
}

/** Sets a line's quantity (1..stock); only while its product can still be bought. */
export function updateCartItem(
  deps: CartDeps,
  userId: number,
  lineId: number,
  quantity: number,
  now: Date,
): Promise<Cart> {
  return deps.db.transaction(async (tx) => {
    const line = await repo.findLine(tx, userId, lineId);
    if (!line) throw notFound(LINE_NOT_FOUND);
    const product = await productForSale(deps, line.productId, now);
    if (quantity > product.stock) {
      throw conflict('OutOfStockException', notEnoughStockMessage(product.stock));
    }
    await repo.setLineQuantity(tx, userId, lineId, quantity);
    return getCart(deps, tx, userId, now);
  });
}

export function removeCartItem(
  deps: CartDeps,
  userId: number,
  lineId: number,
  now: Date,
): Promise<Cart> {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.deleteLine(tx, userId, lineId))) throw notFound(LINE_NOT_FOUND);
    return getCart(deps, tx, userId, now);
  });
}

/** The cart's lines for the shopper's data export (docs/privacy.md). */
export async function exportCartOf(ex: Executor, userId: number) {
  const lines = await repo.listLines(ex, userId);
  return lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    addedAt: line.createdAt.toISOString(),
  }));
}

/** Account deletion: the cart is emptied. */
export async function eraseCartOf(ex: Executor, userId: number): Promise<void> {
  await repo.deleteLinesOf(ex, userId);
}
