// SQL for products, their images, price history and stock. Reads join drops for drop_time: the
// price and status are computed in the query (price-sql.ts), so filters and counts use them.
// Longer than 500 lines on purpose: every query of the catalogue's hot reads shares one select
// shape and one cache of prepared statements here (decision 041); split it by read and write
// when it next grows.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ProductSort } from '@shop/shared/catalogue';
import type { Category, Condition, PriceType, ProductStatus } from '@shop/shared/enums';
import type { SafetyDocument } from '@shop/shared/product-safety';
import type { Executor } from '../../db/client.ts';
import { drops } from '../../db/schema/drops.ts';
import {
  manufacturers,
  priceHistory,
  productDocuments,
  productImages,
  products,
} from '../../db/schema/products.ts';
import { nowSql, priceSql, statusSql, type Now } from './price-sql.ts';
import { containing } from '../../db/like.ts';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type PriceHistoryRow = typeof priceHistory.$inferSelect;

/** Every listing is one filter; undefined fields do not filter. */
export interface ProductFilter {
  ids?: number[];
  dropId?: number;
  category?: Category;
  term?: string;
  minPrice?: number;
  maxPrice?: number;
  conditions?: Condition[];
  status?: ProductStatus;
  minStock?: number;
  maxMsrpMultiplier?: number;
  priceType?: PriceType;
  /** Staff with CREATE_PRODUCT see products of drops that have not started. */
  includeUpcoming: boolean;
}

/**
 * LIKE pattern for "contains", with the term's own % _ \ taken literally. NFKC first: the
 * search folds the text later, which would turn a full-width ％ or ＿ into a wildcard.
 */
const containsPattern = (term: string) => containing(term.normalize('NFKC'));

/** The expression of the trigram index products_search_idx (must match it exactly). */
const searchText = sql`catalogue_fold(${products.name} || ' ' || ${products.description})`;

function whereOf(filter: ProductFilter, now: Now): SQL | undefined {
  const price = priceSql(now);
  return and(
    filter.ids ? inArray(products.id, filter.ids) : undefined,
    filter.dropId !== undefined ? eq(products.dropId, filter.dropId) : undefined,
    filter.category ? eq(products.category, filter.category) : undefined,
    filter.term
      ? sql`${searchText} LIKE catalogue_fold(${containsPattern(filter.term)})`
      : undefined,
    filter.minPrice !== undefined ? sql`${price} >= ${filter.minPrice}` : undefined,
    filter.maxPrice !== undefined ? sql`${price} <= ${filter.maxPrice}` : undefined,
    filter.conditions?.length ? inArray(products.condition, filter.conditions) : undefined,
    filter.status ? sql`${statusSql(now)} = ${filter.status}` : undefined,
    filter.minStock !== undefined ? gte(products.stock, filter.minStock) : undefined,
    filter.maxMsrpMultiplier !== undefined
      ? and(
          isNotNull(products.msrp),
          sql`${price} <= ${products.msrp} * ${String(filter.maxMsrpMultiplier)}::numeric`,
        )
      : undefined,
    filter.priceType ? eq(products.priceType, filter.priceType) : undefined,
    filter.includeUpcoming ? undefined : sql`${drops.dropTime} <= ${nowSql(now)}`,
  );
}

// Images and the omnibus price are correlated subqueries, so a page of products is one round
// trip (each is an index lookup: product_images_product_idx, the price_history primary key);
// the drop's item count is a column of drops.

/** The product's image URLs in display order ('{}' when it has none). */
const imageUrlsSql = sql<string[]>`coalesce((SELECT array_agg(i.url ORDER BY i.position, i.id)
  FROM ${productImages} i WHERE i.product_id = ${products.id}), '{}')`;

/** The omnibus price stored with the price row in effect at `now`; null before any took effect. */
const omnibusPriceSql = (now: Now) => sql<number | null>`(SELECT h.omnibus_price
  FROM ${priceHistory} h WHERE h.product_id = ${products.id} AND h.effective_from <= ${nowSql(now)}
  ORDER BY h.effective_from DESC LIMIT 1)`;

/**
 * The row's version: PostgreSQL's xmin, the transaction that wrote this version of the row. Any
 * update (an edit, an order taking stock, an expiry giving it back) changes it; staff edits
 * carry the version they started from (docs/decisions/012-product-edit-versions.md).
 */
const versionSql = sql<string>`${products}.xmin::text`;

const productColumns = (now: Now) => ({
  product: products,
  version: versionSql,
  drop: drops,
  price: priceSql(now),
  status: statusSql(now),
  images: imageUrlsSql,
  omnibusPrice: omnibusPriceSql(now),
});

/** Products with their drop, read as of `now` (the FROM of every product read). */
const selectProducts = (executor: Executor, now: Now) =>
  executor
    .select(productColumns(now))
    .from(products)
    .innerJoin(drops, eq(drops.id, products.dropId));

/** The product's safety document (safety-document.ts); null when none is attached. */
const documentSql = sql<SafetyDocument | null>`(SELECT json_build_object(
    'url', d.url, 'fileName', d.file_name, 'sizeBytes', d.size_bytes)
  FROM ${productDocuments} d WHERE d.product_id = ${products.id})`;

/**
 * One product as its own page shows it: with its manufacturer (GPSR), from the registry, and
 * its safety document.
 */
const selectProductsWithManufacturer = (executor: Executor, now: Now) =>
  executor
    .select({ ...productColumns(now), manufacturer: manufacturers, document: documentSql })
    .from(products)
    .innerJoin(drops, eq(drops.id, products.dropId))
    .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId));

export type ProductReadRow = {
  product: ProductRow;
  /** Read by id only (a list leaves it out): the manufacturer, null when none is named. */
  manufacturer?: typeof manufacturers.$inferSelect | null;
  /** Read by id only: the safety document, null when none is attached. */
  document?: SafetyDocument | null;
  version: string;
  drop: typeof drops.$inferSelect;
  price: number;
  status: ProductStatus;
  images: string[];
  omnibusPrice: number | null;
};

/**
 * The order of a sorted list: pieces no longer for sale (sold out, withdrawn) last, then `sort`,
 * then newest first so equal prices keep a stable order across pages.
 */
function sortedBy(sort: ProductSort, now: Now): SQL[] {
  const price = priceSql(now);
  const gone = sql`(${statusSql(now)} IN ('SOLD_OUT', 'NOT_AVAILABLE'))`;
  const byPrice = {
    newest: [],
    'price-asc': [asc(price)],
    'price-desc': [desc(price)],
    // The share of the market price still to pay; no market price counts as no reduction.
    discount: [
      asc(sql`CASE WHEN ${products.msrp} > 0 THEN ${price}::numeric / ${products.msrp} ELSE 1 END`),
    ],
  }[sort];
  return [asc(gone), ...byPrice, desc(products.id)];
}

/**
 * One page of products matching `filter`. Products of a drop come in creation order (unless
 * `sort` is given: the teaser's dearest first); other lists newest first, or in `sort` order
 * with pieces no longer for sale last.
 */
export function findProducts(
  executor: Executor,
  filter: ProductFilter,
  now: Date,
  page?: { limit: number; offset: number; sort?: ProductSort },
): Promise<ProductReadRow[]> {
  const { dropId, status: _status, includeUpcoming: _upcoming, ...others } = filter;
  const onlyDrop = Object.values(others).every((value) => value === undefined);
  if (page && dropId !== undefined && onlyDrop && page.sort === undefined) {
    return findDropPage(executor, { ...filter, dropId }, now, page);
  }
  const query = selectProducts(executor, now).where(whereOf(filter, now));
  const ordered = page?.sort
    ? query.orderBy(...sortedBy(page.sort, now))
    : query.orderBy(filter.dropId !== undefined ? asc(products.id) : desc(products.id));
  return page ? ordered.limit(page.limit).offset(page.offset) : ordered;
}

// The hottest reads (product by id, a drop's page) have fixed shapes: each is built once per
// database handle and prepared, so PostgreSQL plans it once per connection.
const preparedQueries = new WeakMap<Executor, Map<string, unknown>>();

function prepared<Q>(executor: Executor, name: string, build: () => Q): Q {
  let queries = preparedQueries.get(executor);
  if (!queries) preparedQueries.set(executor, (queries = new Map()));
  if (!queries.has(name)) queries.set(name, build());
  return queries.get(name) as Q;
}

/**
 * The products `ids` as `findProducts` reads them with `{ ids, includeUpcoming }`, any order, each
 * with its manufacturer.
 */
export function findProductsByIds(
  executor: Executor,
  ids: number[],
  now: Date,
  includeUpcoming: boolean,
): Promise<ProductReadRow[]> {
  const name = includeUpcoming ? 'products_by_ids_with_upcoming' : 'products_by_ids';
  const query = prepared(executor, name, () => {
    const at = sql.placeholder('now');
    return selectProductsWithManufacturer(executor, at)
      .where(
        and(
          sql`${products.id} = ANY(${sql.placeholder('ids')}::integer[])`,
          whereOf({ includeUpcoming }, at),
        ),
      )
      .prepare(name);
  });
  return query.execute({ ids, now: now.toISOString() });
}

/** A page of a drop's products (optionally of one status), as `findProducts` reads it. */
function findDropPage(
  executor: Executor,
  { dropId, status, includeUpcoming }: ProductFilter & { dropId: number },
  now: Date,
  page: { limit: number; offset: number },
): Promise<ProductReadRow[]> {
  const name = includeUpcoming ? 'drop_page_with_upcoming' : 'drop_page';
  const query = prepared(executor, name, () => {
    const at = sql.placeholder('now');
    const wanted = sql.placeholder('status');
    return selectProducts(executor, at)
      .where(
        and(
          eq(products.dropId, sql.placeholder('dropId')),
          sql`(${wanted}::text IS NULL OR ${statusSql(at)} = ${wanted}::text)`,
          whereOf({ includeUpcoming }, at),
        ),
      )
      .orderBy(asc(products.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  return query.execute({ dropId, status: status ?? null, now: now.toISOString(), ...page });
}

/** Stock and status of on-sale products among `productIds` or in `dropIds` (live stream). */
export function findLiveStock(
  executor: Executor,
  { productIds, dropIds }: { productIds: number[]; dropIds: number[] },
  now: Date,
) {
  const among = or(
    productIds.length > 0 ? inArray(products.id, productIds) : undefined,
    dropIds.length > 0 ? inArray(products.dropId, dropIds) : undefined,
  );
  return executor
    .select({
      id: products.id,
      dropId: products.dropId,
      stock: products.stock,
      reserved: products.reserved,
      reservedUntil: products.reservedUntil,
      status: statusSql(now),
    })
    .from(products)
    .innerJoin(drops, eq(drops.id, products.dropId))
    .where(and(among ?? sql`false`, lte(drops.dropTime, now)))
    .orderBy(asc(products.id));
}

export async function countProducts(
  executor: Executor,
  filter: ProductFilter,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(products)
    .innerJoin(drops, eq(drops.id, products.dropId))
    .where(whereOf(filter, now));
  return row?.n ?? 0;
}

/** Products an import's rows may name: by SKU, or by EAN within one of the drops. */
export function findByImportKeys(
  executor: Executor,
  keys: { skus: string[]; gtins: string[]; dropIds: number[] },
): Promise<ProductRow[]> {
  const bySku = keys.skus.length > 0 ? inArray(products.sku, keys.skus) : undefined;
  const byGtin =
    keys.gtins.length > 0 && keys.dropIds.length > 0
      ? and(inArray(products.gtin, keys.gtins), inArray(products.dropId, keys.dropIds))
      : undefined;
  if (!bySku && !byGtin) return Promise.resolve([]);
  return executor.select().from(products).where(or(bySku, byGtin)).orderBy(asc(products.id));
}

/** The product's row locked (FOR UPDATE) with its version; undefined if none. */
export async function lockProductRow(
  executor: Executor,
  id: number,
): Promise<{ row: ProductRow; version: string } | undefined> {
  const [found] = await executor
    .select({ row: products, version: versionSql })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return found;
}

/** The product's version and withdrawal, its row locked (FOR UPDATE); undefined if none. */
export async function lockWithdrawal(
  executor: Executor,
  id: number,
): Promise<{ version: string; withdrawnAt: Date | null; recalledAt: Date | null } | undefined> {
  const [row] = await executor
    .select({
      version: versionSql,
      withdrawnAt: products.withdrawnAt,
      recalledAt: products.recalledAt,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row;
}

/** Withdraws the product from sale at `withdrawnAt`, or restores it (null); its new version. */
export async function setWithdrawnAt(
  executor: Executor,
  id: number,
  withdrawnAt: Date | null,
): Promise<string> {
  const [updated] = await executor
    .update(products)
    .set({ withdrawnAt })
    .where(eq(products.id, id))
    .returning({ version: versionSql });
  return updated!.version;
}

/** Recalls the product: off sale (from `now` unless withdrawn before) with its notice. */
export async function setRecalled(
  executor: Executor,
  id: number,
  notice: string,
  now: Date,
): Promise<string> {
  const [updated] = await executor
    .update(products)
    .set({
      recalledAt: now,
      recallNotice: notice,
      withdrawnAt: sql`coalesce(${products.withdrawnAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(products.id, id))
    .returning({ version: versionSql });
  return updated!.version;
}

/** The product's name and recall (for the recall e-mail). */
export async function findRecall(executor: Executor, id: number) {
  const [row] = await executor
    .select({ name: products.name, recalledAt: products.recalledAt, notice: products.recallNotice })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

export async function productExists(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, id));
  return row !== undefined;
}

/** The URL of the product's safety document, or null. */
export async function documentUrl(executor: Executor, productId: number): Promise<string | null> {
  const [row] = await executor
    .select({ url: productDocuments.url })
    .from(productDocuments)
    .where(eq(productDocuments.productId, productId));
  return row?.url ?? null;
}

/**
 * Deletes the product with its pictures, document, price history, cart and wishlist lines
 * (cascade).
 */
export async function deleteProduct(executor: Executor, id: number): Promise<void> {
  await executor.delete(products).where(eq(products.id, id));
}

export async function insertProduct(
  executor: Executor,
  row: NewProductRow,
): Promise<{ id: number; version: string }> {
  const [inserted] = await executor
    .insert(products)
    .values(row)
    .returning({ id: products.id, version: versionSql });
  return inserted!;
}

/** Updates the product; answers its new version. */
export async function updateProduct(
  executor: Executor,
  id: number,
  row: Omit<NewProductRow, 'id' | 'createdAt'>,
): Promise<string> {
  const [updated] = await executor
    .update(products)
    .set(row)
    .where(eq(products.id, id))
    .returning({ version: versionSql });
  return updated!.version;
}

// ---------------------------------------------------------------- images

export interface ImageRow {
  id: number;
  productId: number;
  url: string;
  position: number;
}

export function findImages(executor: Executor, productIds: number[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: productImages.id,
      productId: productImages.productId,
      url: productImages.url,
      position: productImages.position,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
}

/**
 * Appends an image after the product's last one; the same URL twice is kept once. `sourceHash`
 * is the SHA-256 of the file it was made from (an import's, so importing it again adds nothing).
 */
export async function insertImage(
  executor: Executor,
  productId: number,
  url: string,
  sourceHash: string | null = null,
) {
  await executor.execute(sql`
    INSERT INTO ${productImages} (product_id, position, url, source_hash)
    SELECT ${productId}::integer, coalesce(max(position), 0) + 1, ${url}::text, ${sourceHash}::text
      FROM ${productImages} WHERE product_id = ${productId}::integer
    ON CONFLICT (product_id, url) DO NOTHING`);
}

/** Sets the pictures' order: `ids` (all of the product's, each once) get positions 1, 2, … */
export async function setImagePositions(executor: Executor, productId: number, ids: number[]) {
  await executor.execute(sql`
    UPDATE ${productImages} AS image SET position = wanted.position
      FROM unnest(${sql.param(ids)}::integer[]) WITH ORDINALITY AS wanted(id, position)
     WHERE image.id = wanted.id AND image.product_id = ${productId}::integer`);
}

/** The SHA-256 of the files the products' pictures were made from (pictures uploaded one by one have none). */
export function findImageHashes(executor: Executor, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ productId: productImages.productId, hash: productImages.sourceHash })
    .from(productImages)
    .where(and(inArray(productImages.productId, productIds), isNotNull(productImages.sourceHash)));
}

/** Deletes one image (by id or URL) of a product and answers its URL, or null if none. */
export async function deleteImage(
  executor: Executor,
  productId: number,
  image: number | string,
): Promise<string | null> {
  const [row] = await executor
    .delete(productImages)
    .where(
      and(
        eq(productImages.productId, productId),
        typeof image === 'number' ? eq(productImages.id, image) : eq(productImages.url, image),
      ),
    )
    .returning({ url: productImages.url });
  return row?.url ?? null;
}

// ---------------------------------------------------------------- price history

/** The product's price history, oldest first; a WITHDRAWN row is the end of an offer, no price. */
export async function findPriceHistory(executor: Executor, productId: number) {
  const rows = await executor
    .select()
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(asc(priceHistory.effectiveFrom));
  return rows.map((row) => ({ ...row, offered: row.reason !== 'WITHDRAWN' }));
}

/** Drops the rows from `from` on (planned, not yet effective), to plan them again. */
export async function deletePriceHistoryFrom(
  executor: Executor,
  productId: number,
  from: Date,
  { inclusive }: { inclusive: boolean },
) {
  await executor
    .delete(priceHistory)
    .where(
      and(
        eq(priceHistory.productId, productId),
        inclusive ? gte(priceHistory.effectiveFrom, from) : gt(priceHistory.effectiveFrom, from),
      ),
    );
}

export async function insertPriceHistory(executor: Executor, rows: PriceHistoryRow[]) {
  if (rows.length > 0) await executor.insert(priceHistory).values(rows);
}

/** The drop's products with pieces still free, their rows locked (FOR UPDATE). */
export function lockProductsWithStock(executor: Executor, dropId: number): Promise<ProductRow[]> {
  return executor
    .select()
    .from(products)
    .where(and(eq(products.dropId, dropId), gt(products.stock, 0)))
    .orderBy(asc(products.id))
    .for('update');
}

/** Moves a product to another drop, back on sale (its withdrawal ends). */
export async function moveToDrop(executor: Executor, id: number, dropId: number, now: Date) {
  await executor
    .update(products)
    .set({ dropId, withdrawnAt: null, updatedAt: now })
    .where(eq(products.id, id));
}

// ---------------------------------------------------------------- stock

/**
 * Conditional decrement for pieces sold at once (a late payment): true when they were free and
 * the product is not withdrawn from sale (a withdrawn piece is not sold anew).
 */
export async function takeStock(
  executor: Executor,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const rows = await executor
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(
      and(eq(products.id, productId), gte(products.stock, quantity), isNull(products.withdrawnAt)),
    )
    .returning({ id: products.id });
  return rows.length > 0;
}

/**
 * Ends the hold of `quantity` pieces: they are sold (paid) or go back to `stock`. `nextUntil` is
 * the earliest end among the holds that remain (null when none does).
 */
export async function endHold(
  executor: Executor,
  productId: number,
  quantity: number,
  { sold, nextUntil }: { sold: boolean; nextUntil: Date | null },
) {
  const left = sql`${products.reserved} - ${quantity}`;
  await executor
    .update(products)
    .set({
      ...(sold ? {} : { stock: sql`${products.stock} + ${quantity}` }),
      reserved: left,
      reservedUntil: sql`CASE WHEN ${left} = 0 THEN NULL
        ELSE coalesce(${nextUntil?.toISOString() ?? null}::timestamptz, ${products.reservedUntil}) END`,
    })
    .where(eq(products.id, productId));
}

/** Pieces of a paid order that was cancelled come back to `stock`. */
export async function restock(executor: Executor, productId: number, quantity: number) {
  await executor
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

/** The ids of the drop's products. */
export async function productIdsInDrop(executor: Executor, dropId: number): Promise<number[]> {
  const rows = await executor
    .select({ id: products.id })
    .from(products)
    .where(eq(products.dropId, dropId));
  return rows.map((row) => row.id);
}

export async function freePiecesInDrop(executor: Executor, dropId: number): Promise<number> {
  const [row] = await executor
    .select({ free: sql<number>`coalesce(sum(${products.stock}), 0)::int` })
    .from(products)
    .where(and(eq(products.dropId, dropId), isNull(products.withdrawnAt)));
  return row?.free ?? 0;
}

/** The drop's pieces as they stand at `now`: free on sale, held by unpaid orders, off sale. */
export async function dropPieces(executor: Executor, dropId: number, now: Date) {
  const status = statusSql(now);
  const [row] = await executor
    .select({
      products: sql<number>`count(*)::int`,
      onSale: sql<number>`coalesce(sum(${products.stock}) FILTER (WHERE ${status} NOT IN ('NOT_AVAILABLE', 'UPCOMING')), 0)::int`,
      upcoming: sql<number>`coalesce(sum(${products.stock}) FILTER (WHERE ${status} = 'UPCOMING'), 0)::int`,
      reserved: sql<number>`coalesce(sum(${products.reserved}), 0)::int`,
      withdrawn: sql<number>`coalesce(sum(${products.stock}) FILTER (WHERE ${status} = 'NOT_AVAILABLE'), 0)::int`,
    })
    .from(products)
    .innerJoin(drops, eq(drops.id, products.dropId))
    .where(eq(products.dropId, dropId));
  return row!;
}

/** The drop's products with what the drop's results need of them, as a SQL fragment. */
export const dropProductsSql = (dropId: number) =>
  sql`SELECT ${products.id} AS id, ${products.purchasePrice} AS purchase_price,
             ${products.priceType} AS price_type
        FROM ${products} WHERE ${products.dropId} = ${dropId}`;

/** The products among `ids` that have no picture (GPSR art. 19 c: a picture identifies it). */
export async function findProductsWithoutPicture(ex: Executor, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const pictured = await ex
    .selectDistinct({ productId: productImages.productId })
    .from(productImages)
    .where(inArray(productImages.productId, ids));
  const has = new Set(pictured.map((row) => row.productId));
  return new Set(ids.filter((id) => !has.has(id)));
}

/** See productsLackingSafety (service.ts): the count, and the first `limit` products by id. */
export async function findProductsLackingSafety(ex: Executor, limit: number) {
  const lacking = and(
    isNull(products.withdrawnAt),
    sql`(${products.stock} > 0 OR ${products.reserved} > 0)`,
    sql`(${products.manufacturerId} IS NULL OR (NOT ${products.placedBeforeGpsr} AND (
           ${products.model} IS NULL
           OR (${products.gtin} IS NULL AND ${products.serialNumber} IS NULL)
           OR ${products.safetyInformation} IS NULL
           OR NOT EXISTS (SELECT 1 FROM ${productImages}
                           WHERE ${productImages.productId} = ${products.id}))))`,
  );
  const [counted, rows] = await Promise.all([
    ex.select({ total: count() }).from(products).where(lacking),
    ex
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(lacking)
      .orderBy(asc(products.id))
      .limit(limit),
  ]);
  return { lacking: counted[0]?.total ?? 0, products: rows };
}

/** The names of the products among `ids` that exist (the audit trail's entries name them). */
export async function productNames(
  executor: Executor,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
