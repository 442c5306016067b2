// Wishlists: a shopper's named lists of products, private to them (another shopper's list is
// answered as absent). Products are shown as they are now; ones the shopper may not see
// (a drop that has not started) are left out until they may.
import type { Product } from '@shop/shared/catalogue';
import type { Page, PageQuery } from '@shop/shared/http';
import {
  WISHLIST_MAX_PRODUCTS,
  type CreateWishlistRequest,
  type Wishlist,
} from '@shop/shared/wishlists';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { getProduct, getProductsByIds, PRODUCT_NOT_FOUND, type Viewer } from '../products/index.ts';
import * as repo from './repository.ts';

export {
  erasePriceAlertsOf,
  exportPriceAlertsOf,
  priceAlertsOf,
  queuePriceAlerts,
  setPriceAlerts,
  withdrawPriceAlertsByToken,
} from './price-alerts.ts';
export {
  erasePriceTargetsOf,
  exportPriceTargetsOf,
  priceTargetsOf,
  queuePriceTargets,
  removePriceTarget,
  setPriceTarget,
} from './price-targets.ts';

const WISHLIST_NOT_FOUND = 'Nie znaleziono listy życzeń';
const NOT_ON_LIST = 'Tego produktu nie ma na liście życzeń';
const LIST_FULL = `Lista życzeń może zawierać najwyżej ${WISHLIST_MAX_PRODUCTS} produktów`;

/** Who asks: their id and whether they may see products before their drop starts. */
export interface Owner {
  userId: number;
  viewer: Viewer;
}

async function withProducts(
  executor: Executor,
  rows: repo.WishlistRow[],
  now: Date,
  viewer: Viewer,
): Promise<Wishlist[]> {
  const idsByList = await repo.productIdsOf(
    executor,
    rows.map((row) => row.id),
  );
  const allIds = [...new Set([...idsByList.values()].flat())];
  const products = await getProductsByIds(executor, allIds, now, viewer);
  const byId = new Map(products.map((product) => [product.id, product]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    products: (idsByList.get(row.id) ?? []).flatMap((id) => byId.get(id) ?? []),
  }));
}

async function toWishlist(executor: Executor, row: repo.WishlistRow, now: Date, viewer: Viewer) {
  const [wishlist] = await withProducts(executor, [row], now, viewer);
  return wishlist!;
}

async function ownedList(executor: Executor, owner: Owner, id: number, lock = false) {
  const row = await repo.findWishlist(executor, owner.userId, id, lock);
  if (!row) throw notFound(WISHLIST_NOT_FOUND);
  return row;
}

export async function listWishlists(
  db: Db,
  owner: Owner,
  page: PageQuery,
  now: Date,
): Promise<Page<Wishlist>> {
  const { rows, total } = await repo.listWishlists(db, owner.userId, page);
  return { items: await withProducts(db, rows, now, owner.viewer), totalCount: total };
}

export async function getWishlist(db: Db, owner: Owner, id: number, now: Date): Promise<Wishlist> {
  return toWishlist(db, await ownedList(db, owner, id), now, owner.viewer);
}

export function createWishlist(
  db: Db,
  owner: Owner,
  { name, productIds }: CreateWishlistRequest,
  now: Date,
): Promise<Wishlist> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(productIds)];
    const visible: Product[] = await getProductsByIds(tx, ids, now, owner.viewer);
    if (visible.length !== ids.length) throw notFound(PRODUCT_NOT_FOUND);
    const row = await repo.insertWishlist(tx, owner.userId, name, now);
    await repo.addProducts(tx, row.id, ids, now);
    return toWishlist(tx, row, now, owner.viewer);
  });
}

/** Adds a product to the list; one already on it stays where it is (choosing twice is harmless). */
export function addWishlistProduct(
  db: Db,
  owner: Owner,
  id: number,
  productId: number,
  now: Date,
): Promise<Wishlist> {
  return db.transaction(async (tx) => {
    // Locked, so two adds at once cannot both pass the size check.
    const row = await ownedList(tx, owner, id, true);
    await getProduct(tx, productId, now, owner.viewer);
    if (!(await repo.hasProduct(tx, id, productId))) {
      if ((await repo.countProducts(tx, id)) >= WISHLIST_MAX_PRODUCTS) {
        throw conflict('WishlistFullException', LIST_FULL);
      }
      await repo.addProducts(tx, id, [productId], now);
    }
    return toWishlist(tx, row, now, owner.viewer);
  });
}

export function removeWishlistProduct(
  db: Db,
  owner: Owner,
  id: number,
  productId: number,
  now: Date,
): Promise<Wishlist> {
  return db.transaction(async (tx) => {
    const row = await ownedList(tx, owner, id);
    if (!(await repo.removeProduct(tx, id, productId))) throw notFound(NOT_ON_LIST);
    return toWishlist(tx, row, now, owner.viewer);
  });
}

export async function deleteWishlist(db: Db, owner: Owner, id: number): Promise<void> {
  if (!(await repo.deleteWishlist(db, owner.userId, id))) throw notFound(WISHLIST_NOT_FOUND);
}

/** The shopper's lists for their data export (docs/privacy.md), products as a shopper sees them. */
export async function exportWishlistsOf(ex: Executor, userId: number, now: Date) {
  return withProducts(ex, await repo.allWishlistsOf(ex, userId), now, { staff: false });
}

/** Account deletion: the shopper's lists go. */
export async function eraseWishlistsOf(ex: Executor, userId: number): Promise<void> {
  await repo.deleteWishlistsOf(ex, userId);
}
