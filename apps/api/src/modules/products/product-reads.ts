// The storefront read model of products: price, status and omnibus price as of `now`, pages
// of a drop, a category or a search, a drop's teaser, live stock; shoppers' product reads
// gathered into one query per moment (products/service.ts is the module's face).
import {
  DEFAULT_PRODUCT_SORT,
  type CategoryProductsQuery,
  type DropTeaser,
  type Product,
  type ProductsByDropQuery,
  type ProductSort,
  type SearchProductsQuery,
} from '@shop/shared/catalogue';
import type { Category } from '@shop/shared/enums';
import type { Page } from '@shop/shared/http';
import type { LiveStock } from '@shop/shared/live';
import { type ProductSafety } from '@shop/shared/product-safety';
import type { Clock } from '../../clock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { pieceDeviations } from '@shop/shared/deviations';
import { findDropRow, toProductDrop } from '../drops/index.ts';
import { toManufacturer } from './manufacturers.ts';
import * as repo from './repository.ts';
import { type Viewer, PRODUCT_NOT_FOUND } from './product-types.ts';

/** What the product page shows of the product's safety (read by id, with its manufacturer). */
function toSafety(
  product: repo.ProductRow,
  manufacturer: repo.ProductReadRow['manufacturer'],
  document: repo.ProductReadRow['document'],
) {
  return {
    manufacturer: manufacturer ? toManufacturer(manufacturer) : null,
    model: product.model,
    gtin: product.gtin,
    serialNumber: product.serialNumber,
    safetyInformation: product.safetyInformation,
    inspectionNotes: product.inspectionNotes,
    document: document ?? null,
    placedBeforeGpsr: product.placedBeforeGpsr,
  } satisfies ProductSafety;
}

/** A read row (images and omnibus price included) -> the product. */
function toProduct(row: repo.ProductReadRow, now: Date, showPurchasePrice: boolean): Product {
  const { product, drop, price, status } = row;
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    images: row.images,
    price,
    msrp: product.msrp,
    // Before the product goes on sale no price has taken effect: the current price stands.
    omnibusPrice: row.omnibusPrice ?? price,
    ...(showPurchasePrice
      ? {
          purchasePrice: product.purchasePrice,
          version: row.version,
          withdrawnAt: product.withdrawnAt?.toISOString() ?? null,
          recall:
            product.recalledAt && product.recallNotice
              ? { at: product.recalledAt.toISOString(), notice: product.recallNotice }
              : null,
        }
      : {}),
    stock: product.stock,
    reserved: product.reserved,
    reservedUntil: product.reservedUntil?.toISOString() ?? null,
    status,
    condition: product.condition,
    deviations: pieceDeviations(product),
    category: product.category,
    priceType: product.priceType,
    sourceUrl: product.sourceUrl,
    drop: toProductDrop(drop, now),
    ...(row.manufacturer !== undefined
      ? { safety: toSafety(product, row.manufacturer, row.document) }
      : {}),
  };
}

async function listPage(
  executor: Executor,
  filter: repo.ProductFilter,
  page: { page: number; count: number; sort?: ProductSort },
  now: Date,
  viewer: Viewer,
): Promise<Page<Product>> {
  const offset = page.page * page.count;
  const rows = await repo.findProducts(executor, filter, now, {
    limit: page.count,
    offset,
    sort: page.sort,
  });
  // A page that is not full tells the total without a count query (unless past the end).
  const totalCount =
    rows.length < page.count && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await repo.countProducts(executor, filter, now);
  return { items: rows.map((row) => toProduct(row, now, viewer.staff)), totalCount };
}

export async function getProduct(
  executor: Executor,
  id: number,
  now: Date,
  viewer: Viewer,
): Promise<Product> {
  const [row] = await repo.findProductsByIds(executor, [id], now, viewer.staff);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toProduct(row, now, viewer.staff);
}

/** How long ids gather before one read: a round trip costs far more than the wait. */
const BATCH_WINDOW_MS = 1;

interface Waiting {
  resolve: (product: Product) => void;
  reject: (error: unknown) => void;
}

/**
 * The products shoppers asked for within BATCH_WINDOW_MS, read with one query per moment.
 * Every read of the present (asked as of a moment the clock has reached when the batch reads)
 * is read as of the clock then: each sees the catalogue as of a moment within its own request,
 * and a cached answer only ends too soon, never too late. A read as of a moment still to come
 * (an answer read ahead of a scheduled change, modules/products/opening-ahead.ts) is read as of
 * exactly that moment and shares no query with the present: the present never shows a price
 * step that has not fallen yet.
 */
class ShopperProductBatch {
  /** Moment asked (epoch ms) -> product id -> the requests waiting for it. */
  private readonly asked = new Map<number, Map<number, Waiting[]>>();

  constructor(db: Db, clock: Clock, onRead: () => void) {
    setTimeout(() => {
      onRead();
      void this.read(db, clock.now().getTime());
    }, BATCH_WINDOW_MS);
  }

  get(id: number, now: Date): Promise<Product> {
    let ids = this.asked.get(now.getTime());
    if (!ids) this.asked.set(now.getTime(), (ids = new Map()));
    let waiting = ids.get(id);
    if (!waiting) ids.set(id, (waiting = []));
    const list = waiting;
    return new Promise((resolve, reject) => list.push({ resolve, reject }));
  }

  private async read(db: Db, present: number) {
    // Moment read -> product id -> the requests waiting for it.
    const moments = new Map<number, Map<number, Waiting[]>>();
    for (const [asked, ids] of this.asked) {
      const moment = Math.max(asked, present);
      let merged = moments.get(moment);
      if (!merged) moments.set(moment, (merged = new Map()));
      for (const [id, waiting] of ids) merged.set(id, [...(merged.get(id) ?? []), ...waiting]);
    }
    await Promise.all(
      [...moments].map(async ([moment, ids]) => {
        const at = new Date(moment);
        try {
          const rows = await repo.findProductsByIds(db, [...ids.keys()], at, false);
          const found = new Map(rows.map((row) => [row.product.id, row]));
          for (const [id, waiting] of ids) {
            const row = found.get(id);
            for (const { resolve, reject } of waiting) {
              if (row) resolve(toProduct(row, at, false));
              else reject(notFound(PRODUCT_NOT_FOUND));
            }
          }
        } catch (error) {
          for (const waiting of ids.values()) for (const { reject } of waiting) reject(error);
        }
      }),
    );
  }
}

const openBatches = new WeakMap<Db, ShopperProductBatch>();

/**
 * A product as shoppers see it at `now` (getProduct without staff rights), read together with
 * the other products asked for at about the same moment: a crowd opening different products
 * costs a few round trips, not one each. `clock` tells which reads are of the present.
 */
export function getShopperProduct(db: Db, clock: Clock, id: number, now: Date): Promise<Product> {
  let batch = openBatches.get(db);
  if (!batch) {
    batch = new ShopperProductBatch(db, clock, () => openBatches.delete(db));
    openBatches.set(db, batch);
  }
  return batch.get(id, now);
}

export async function getProductsByIds(
  executor: Executor,
  ids: number[],
  now: Date,
  viewer: Viewer,
): Promise<Product[]> {
  return readByIds(executor, ids, now, viewer.staff, viewer.staff);
}

async function readByIds(
  executor: Executor,
  ids: number[],
  now: Date,
  includeUpcoming: boolean,
  showPurchasePrice: boolean,
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await repo.findProductsByIds(executor, [...new Set(ids)], now, includeUpcoming);
  return rows.map((row) => toProduct(row, now, showPurchasePrice));
}

export async function listDropProducts(
  executor: Executor,
  dropId: number,
  query: ProductsByDropQuery,
  now: Date,
  viewer: Viewer,
): Promise<Page<Product>> {
  const filter = { dropId, status: query.status, includeUpcoming: viewer.staff };
  const page = await listPage(executor, filter, query, now, viewer);
  if (page.totalCount === 0 && !(await findDropRow(executor, dropId))) {
    throw notFound('Nie znaleziono kolekcji');
  }
  return page;
}

/** Pieces a drop's teaser shows. */
const TEASER_PIECES = 8;

/**
 * The teaser of a drop that has not started: its dearest pieces at their opening price, without
 * ids (dropTeaserSchema). 404 for an unknown drop. From the opening it is empty: the products
 * themselves are on show (and the answer read ahead for the opening moment is no error).
 */
export async function dropTeaser(
  executor: Executor,
  dropId: number,
  now: Date,
): Promise<DropTeaser> {
  const drop = await findDropRow(executor, dropId);
  if (!drop) throw notFound('Nie znaleziono kolekcji');
  if (drop.dropTime <= now) return { items: [], totalCount: 0 };
  const filter = { dropId, status: 'AVAILABLE' as const, includeUpcoming: true };
  const opening = drop.dropTime;
  const [rows, totalCount] = await Promise.all([
    repo.findProducts(executor, filter, opening, {
      limit: TEASER_PIECES,
      offset: 0,
      sort: 'price-desc',
    }),
    repo.countProducts(executor, filter, opening),
  ]);
  return {
    items: rows.map(({ product, price, images }) => ({
      name: product.name,
      image: images[0] ?? null,
      category: product.category,
      condition: product.condition,
      msrp: product.msrp,
      price,
    })),
    totalCount,
  };
}

export function listCategoryProducts(
  executor: Executor,
  category: Category,
  query: CategoryProductsQuery,
  now: Date,
  viewer: Viewer,
): Promise<Page<Product>> {
  const { page, count, sort = DEFAULT_PRODUCT_SORT, ...filters } = query;
  return listPage(
    executor,
    { ...filters, category, includeUpcoming: viewer.staff },
    { page, count, sort },
    now,
    viewer,
  );
}

export function searchProducts(
  executor: Executor,
  query: SearchProductsQuery,
  now: Date,
  viewer: Viewer,
): Promise<Page<Product>> {
  const { page, count, sort = DEFAULT_PRODUCT_SORT, ...filters } = query;
  return listPage(
    executor,
    { ...filters, includeUpcoming: viewer.staff },
    { page, count, sort },
    now,
    viewer,
  );
}

/** Stock of on-sale products (never upcoming ones) for the live stream. */
export async function getLiveStock(
  executor: Executor,
  among: { productIds: number[]; dropIds: number[] },
  now: Date,
): Promise<LiveStock[]> {
  if (among.productIds.length === 0 && among.dropIds.length === 0) return [];
  const rows = await repo.findLiveStock(executor, among, now);
  return rows.map((row) => ({ ...row, reservedUntil: row.reservedUntil?.toISOString() ?? null }));
}
