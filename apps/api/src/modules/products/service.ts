// Products: the storefront read model (price, status and omnibus price as of `now`), staff
// create/edit with price history, images and stock for other modules.
//
// Exported for other modules (all take a Db or an open transaction as `executor`):
//   getProduct(executor, id, now, viewer): Promise<Product>                404 when absent or hidden
//   getShopperProduct(db, clock, id, now): Promise<Product>               the same for shoppers,
//       read in one query with the other products asked for at the same moment (an upcoming
//       one is a 404 like an unknown id; the cart and checkout read it through the catalogue
//       cache, modules/products/shopper-products.ts)
//   getProductsByIds(executor, ids, now, viewer): Promise<Product[]>       hidden/absent ids left out
//   takeStock / endHold / restock(tx, productId, quantity, ...)  free and held pieces (takeStock
//       is a conditional decrement: false when too few are free; new orders hold pieces with the
//       SQL function hold_stock, migration 0006)
//   getLiveStock(executor, { productIds, dropIds }, now): Promise<LiveStock[]>  for the live stream
//   createProduct(executor, data: NewProduct, now, rules): Promise<ProductSaved>   checked by POST /products' schema
//   updateProduct(executor, id, data: ProductEdit, now, rules): Promise<ProductSaved>  by PUT /products/{id}'s
//       rules.safetyRequired (PRODUCT_SAFETY_REQUIRED): refuse a product without its GPSR data
//   saveImportedProduct(tx, item, now, rules): Promise<id>   one import row, in the import's transaction
//   findImportMatches / importChanges / importedPictureHashes   what an import's rows match (import/)
//   redropUnsold(executor, fromDropId, toDropId, now): Promise<ids>  unsold, withdrawn pieces to an upcoming drop
//   dropPieces(executor, dropId, now) / dropProductsSql(dropId)   what a drop's results read
//   deleteProduct(db, id): Promise<ProductFiles>  a product no order holds (404, 409); its files' URLs
//   withdrawProduct(executor, id, now) / restoreProduct(executor, id): Promise<ProductWithdrawal>
//       staff take a product off sale (NOT_AVAILABLE for shoppers) or back; a repeat is a no-op
//   listProductImages(executor, productId): Promise<ProductImage[]>        404 when the product is absent
//   attachProductImage(executor, productId, url): Promise<string[]>        appends; answers the image URLs
//   detachProductImage(executor, productId, imageIdOrUrl): Promise<{ removed: string | null; images: string[] }>
//   listDropProducts / listCategoryProducts / searchProducts(executor, ..., query, now, viewer): Page<Product>
//   priceStepsSql(now): SQL    products on sale whose price just stepped down (price-drop alerts)
// `viewer.staff` is true for users with CREATE_PRODUCT: they see upcoming products and purchasePrice.
import {
  DEFAULT_PRODUCT_SORT,
  type NewProduct,
  PRODUCT_CHANGED,
  type ProductEdit,
  type CategoryProductsQuery,
  type DropTeaser,
  type Product,
  type ProductSaved,
  type ProductsByDropQuery,
  type ProductSort,
  type ProductWithdrawal,
  type SearchProductsQuery,
} from '@shop/shared/catalogue';
import type { Category } from '@shop/shared/enums';
import type { Page } from '@shop/shared/http';
import type { LiveStock } from '@shop/shared/live';
import {
  SAFETY_FIELDS,
  missingSafetyData,
  safetyDataMissingMessage,
  type ProductSafety,
  type SafetyColumns,
} from '@shop/shared/product-safety';
import { withOmnibusPrices } from '@shop/shared/omnibus';
import {
  WITHDRAWN_AFTER_MS,
  isWithdrawn,
  plannedPrices,
  type PriceInputs,
} from '@shop/shared/price-schedule';
import type { Clock } from '../../clock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { databaseError } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
export { priceStepsSql } from './price-steps.ts';
export { listManufacturers } from './manufacturers.ts';
export const productNames = repo.productNames;
import { pieceDeviations } from '@shop/shared/deviations';
import { findDropRow, toProductDrop } from '../drops/service.ts';
import { MANUFACTURER_NOT_FOUND, manufacturerExists, toManufacturer } from './manufacturers.ts';
import * as repo from './repository.ts';
import { changesBetween, recordAudit, type AuditActor } from '../audit/service.ts';

export interface Viewer {
  /** Has CREATE_PRODUCT: sees upcoming products and purchase prices. */
  staff: boolean;
}

/** The stored files of a deleted product, for the caller to remove. */
export interface ProductFiles {
  images: string[];
  /** The safety document's URL, null when it had none. */
  document: string | null;
}

export interface ProductImage {
  id: number;
  url: string;
  position: number;
}

const PRODUCT_NOT_FOUND = 'Nie znaleziono produktu';
/** What GPSR art. 19 c names among the data identifying an offered product. */
const PICTURE_MISSING = 'zdjęcie produktu';
const DROP_NOT_FOUND = 'Nie znaleziono kolekcji o podanym identyfikatorze';

// ---------------------------------------------------------------- reads

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
 * ids (dropTeaserSchema). 404 for an unknown drop, 409 once it started (its products are on show).
 */
export async function dropTeaser(
  executor: Executor,
  dropId: number,
  now: Date,
): Promise<DropTeaser> {
  const drop = await findDropRow(executor, dropId);
  if (!drop) throw notFound('Nie znaleziono kolekcji');
  if (drop.dropTime <= now) {
    throw conflict(
      'DropStartedException',
      'Kolekcja już trwa: jej produkty są na stronie kolekcji',
    );
  }
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

// ---------------------------------------------------------------- staff writes

type ProductData = NewProduct;

/** Whether a product without its safety data is refused (PRODUCT_SAFETY_REQUIRED). */
export interface ProductRules {
  safetyRequired: boolean;
}

/** What the audit trail records of a product's change (docs/audit.md). */
const AUDITED_FIELDS = [
  'name',
  'description',
  'msrp',
  'price',
  'purchasePrice',
  'stock',
  'priceType',
  'category',
  'condition',
  'dropId',
  'sourceUrl',
  'sku',
  'manufacturerId',
  'model',
  'gtin',
  'serialNumber',
  'safetyInformation',
  'inspectionNotes',
  'placedBeforeGpsr',
] as const;

/** Writes the product's audit entry when staff made the change (`actor`); tests may not. */
async function audit(
  tx: Executor,
  actor: AuditActor | undefined,
  productId: number,
  action: string,
  changes: ReturnType<typeof changesBetween>,
  now: Date,
) {
  if (actor)
    await recordAudit(tx, actor, { entity: 'product', entityId: productId, action, changes }, now);
}

/** The safety fields the body gives (one left out keeps what is stored; none on create). */
function givenSafety(data: ProductData): Partial<SafetyColumns> {
  return Object.fromEntries(
    SAFETY_FIELDS.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]),
  );
}

const NO_SAFETY: SafetyColumns = {
  manufacturerId: null,
  model: null,
  gtin: null,
  serialNumber: null,
  safetyInformation: null,
  inspectionNotes: null,
  placedBeforeGpsr: false,
};

/**
 * Refuses, in Polish, safety data naming no manufacturer in the registry or, when the rules ask
 * for it, lacking what GPSR art. 19 requires (naming each missing item).
 */
async function checkSafety(executor: Executor, safety: SafetyColumns, rules: ProductRules) {
  if (
    safety.manufacturerId !== null &&
    !(await manufacturerExists(executor, safety.manufacturerId))
  ) {
    throw badRequest(MANUFACTURER_NOT_FOUND);
  }
  const missing = rules.safetyRequired ? missingSafetyData(safety) : [];
  if (missing.length > 0) throw badRequest(safetyDataMissingMessage(missing));
}

/** Table columns from validated input: STATIC keeps its price (msrp 0 means none). */
function toColumns(data: ProductData) {
  const isStatic = data.priceType === 'STATIC';
  return {
    ...givenSafety(data),
    dropId: data.dropId,
    name: data.name,
    description: data.description,
    priceType: data.priceType,
    msrp: isStatic && !data.msrp ? null : (data.msrp ?? null),
    price: isStatic ? data.price! : null,
    purchasePrice: data.purchasePrice,
    stock: data.stock,
    category: data.category,
    condition: data.condition,
    sourceUrl: data.sourceUrl,
  };
}

async function requireDrop(executor: Executor, dropId: number) {
  const drop = await findDropRow(executor, dropId);
  if (!drop) throw badRequest(DROP_NOT_FOUND);
  return drop;
}

/**
 * Records the product's prices from `now` on: rows not yet in effect are planned again from the
 * product's current data, and a price equal to the one in effect is no change. Each new row
 * stores its omnibus price, computed from the history before it.
 */
async function replanPriceHistory(
  executor: Executor,
  productId: number,
  product: PriceInputs,
  dropTime: Date,
  now: Date,
  reason: 'CREATED' | 'STAFF_EDIT' | 'REDROP',
) {
  const history = await repo.findPriceHistory(executor, productId);
  const planned = plannedPrices(product, dropTime, now);
  const atNow = history.find((row) => row.effectiveFrom.getTime() === now.getTime());
  // A row already placed at this very instant stays when it has the same price, else it is
  // replaced; either way a price equal to the one before is no change and adds no row.
  const keepAtNow = atNow !== undefined && atNow.price === planned[0]?.price;
  const past = history.filter(
    (row) => row.effectiveFrom.getTime() < now.getTime() || (keepAtNow && row === atNow),
  );
  const last = past.at(-1);
  if (last?.offered && last.price === planned[0]?.price) planned.shift();
  await repo.deletePriceHistoryFrom(executor, productId, now, { inclusive: !keepAtNow });
  // Past rows all precede the planned ones, so the planned rows keep their order at the end.
  const stored = withOmnibusPrices([...past, ...planned]).slice(past.length);
  await repo.insertPriceHistory(
    executor,
    stored.map((point, i) => ({
      productId,
      effectiveFrom: point.effectiveFrom,
      price: point.price,
      omnibusPrice: point.omnibusPrice,
      reason: i === 0 ? reason : 'SCHEDULE',
    })),
  );
}

/** A new product in `tx`: checked, inserted, its prices planned and the insert audited. */
async function insertNewProduct(
  tx: Executor,
  data: NewProduct,
  extra: { sku: string | null; action: 'product.create' | 'product.import' },
  now: Date,
  rules: ProductRules,
  actor?: AuditActor,
) {
  const drop = await requireDrop(tx, data.dropId);
  const columns = { ...toColumns(data), sku: extra.sku };
  await checkSafety(tx, { ...NO_SAFETY, ...givenSafety(data) }, rules);
  const saved = await repo.insertProduct(tx, { ...columns, createdAt: now, updatedAt: now });
  await replanPriceHistory(tx, saved.id, columns, drop.dropTime, now, 'CREATED');
  await audit(tx, actor, saved.id, extra.action, changesBetween({}, columns, AUDITED_FIELDS), now);
  return saved;
}

export async function createProduct(
  executor: Executor,
  data: NewProduct,
  now: Date,
  rules: ProductRules,
  actor?: AuditActor,
): Promise<ProductSaved> {
  return executor.transaction(async (tx) => {
    const extra = { sku: null, action: 'product.create' } as const;
    const { id, version } = await insertNewProduct(tx, data, extra, now, rules, actor);
    return { id, images: [], version };
  });
}

const productChanged = () =>
  conflict(
    PRODUCT_CHANGED,
    'Produkt zmienił się, odkąd otwarto formularz (np. ktoś kupił sztukę). Wczytaj aktualne dane i wprowadź zmiany ponownie.',
  );

export async function updateProduct(
  executor: Executor,
  id: number,
  data: ProductEdit,
  now: Date,
  rules: ProductRules,
  actor?: AuditActor,
): Promise<ProductSaved> {
  return executor.transaction(async (tx) => {
    const stored = await repo.lockProductRow(tx, id);
    if (stored === undefined) throw notFound(PRODUCT_NOT_FOUND);
    // Saved from a form opened before the product last changed (an order took a piece, another
    // staff member saved): writing it would undo that change, e.g. bring a sold piece back.
    if (stored.version !== data.version) throw productChanged();
    const drop = await requireDrop(tx, data.dropId);
    const columns = toColumns(data);
    await checkSafety(tx, { ...safetyOf(stored.row), ...givenSafety(data) }, rules);
    const version = await repo.updateProduct(tx, id, { ...columns, updatedAt: now });
    await replanPriceHistory(tx, id, columns, drop.dropTime, now, 'STAFF_EDIT');
    const changes = changesBetween(stored.row, { ...stored.row, ...columns }, AUDITED_FIELDS);
    if (changes.length > 0) await audit(tx, actor, id, 'product.update', changes, now);
    return { id, images: await imageUrls(tx, id), version };
  });
}

/** What an import row asks for: a new product, or the one it matched (by SKU or EAN). */
export interface ImportedProduct {
  product: NewProduct;
  sku: string | null;
  /** The matched product; null creates one. */
  productId: number | null;
  /** Pictures to append, in order: the largest variant's URL and the source file's SHA-256. */
  pictures: { url: string; hash: string }[];
}

/** The columns an import compares and writes (stock only on create: see `saveImportedProduct`). */
function importedColumns(data: NewProduct, sku: string | null) {
  const { stock: _stock, ...columns } = { ...toColumns(data), sku };
  return columns;
}

/** The safety data a product row keeps. */
const safetyOf = (row: repo.ProductRow): SafetyColumns =>
  Object.fromEntries(SAFETY_FIELDS.map((field) => [field, row[field]])) as unknown as SafetyColumns;

/** Whether saving `data` over the stored row would change anything an import writes. */
export function importChanges(stored: repo.ProductRow, data: NewProduct, sku: string | null) {
  const columns = importedColumns(data, sku ?? stored.sku);
  return Object.entries(columns).some(
    ([key, value]) => stored[key as keyof typeof columns] !== value,
  );
}

/**
 * Writes one import row inside the import's transaction: creates the product (with its SKU and
 * price history, as POST /products does) or updates the matched one. An update keeps the stored
 * stock (orders took pieces since the file was made) and the SKU when the row has none; one that
 * changes nothing writes nothing. Pictures are appended after the product's own.
 */
export async function saveImportedProduct(
  tx: Executor,
  item: ImportedProduct,
  now: Date,
  rules: ProductRules,
  actor?: AuditActor,
): Promise<number> {
  let id = item.productId;
  if (id === null) {
    const extra = { sku: item.sku, action: 'product.import' } as const;
    ({ id } = await insertNewProduct(tx, item.product, extra, now, rules, actor));
  } else {
    const drop = await requireDrop(tx, item.product.dropId);
    const stored = await repo.lockProductRow(tx, id);
    if (stored === undefined) throw notFound(PRODUCT_NOT_FOUND);
    if (importChanges(stored.row, item.product, item.sku)) {
      const columns = {
        ...importedColumns(item.product, item.sku ?? stored.row.sku),
        stock: stored.row.stock,
      };
      await checkSafety(tx, { ...safetyOf(stored.row), ...givenSafety(item.product) }, rules);
      await repo.updateProduct(tx, id, { ...columns, updatedAt: now });
      await replanPriceHistory(tx, id, columns, drop.dropTime, now, 'STAFF_EDIT');
      const changes = changesBetween(stored.row, { ...stored.row, ...columns }, AUDITED_FIELDS);
      await audit(tx, actor, id, 'product.import', changes, now);
    }
  }
  for (const picture of item.pictures) await repo.insertImage(tx, id, picture.url, picture.hash);
  return id;
}

/** Products an import's rows may name (by SKU anywhere, by EAN within the rows' drops). */
export const findImportMatches = repo.findByImportKeys;

/** product id -> the SHA-256 of the files its pictures were made from. */
export async function importedPictureHashes(executor: Executor, productIds: number[]) {
  const hashes = new Map<number, Set<string>>();
  for (const { productId, hash } of await repo.findImageHashes(executor, productIds)) {
    if (!hashes.has(productId)) hashes.set(productId, new Set());
    hashes.get(productId)!.add(hash!);
  }
  return hashes;
}

/**
 * When a product of a drop that started at `dropTime` went off sale: withdrawn by staff, or by
 * the schedule on day 14 (DYNAMIC_LEVELS), whichever came first; null while it is on sale.
 */
function offSaleSince(product: repo.ProductRow, dropTime: Date, now: Date): Date | null {
  const bySchedule = isWithdrawn(product.priceType, dropTime, now)
    ? new Date(dropTime.getTime() + WITHDRAWN_AFTER_MS)
    : null;
  const times = [product.withdrawnAt, bySchedule].filter((time) => time !== null);
  return times.length > 0 ? new Date(Math.min(...times.map((time) => time.getTime()))) : null;
}

/**
 * Re-drop: moves the pieces a drop left unsold and off sale (withdrawn by staff or on day 14)
 * into a drop that has not started yet, back on sale from its opening. Their history keeps the
 * old prices up to the moment they went off sale (a WITHDRAWN row; planned steps after it never
 * took effect and go), and their schedule starts again at the new opening (decision 017).
 * Answers the ids moved.
 */
export async function redropUnsold(
  executor: Executor,
  fromDropId: number,
  toDropId: number,
  now: Date,
  rules: ProductRules,
  actor?: AuditActor,
): Promise<number[]> {
  return executor.transaction(async (tx) => {
    const from = await findDropRow(tx, fromDropId);
    if (!from) throw notFound('Nie znaleziono kolekcji');
    if (fromDropId === toDropId)
      throw badRequest('Wybierz inną kolekcję niż ta, z której przenosisz');
    const to = await requireDrop(tx, toDropId);
    if (to.dropTime.getTime() <= now.getTime()) {
      throw conflict(
        'DropStarted',
        'Niesprzedane sztuki można przenieść tylko do kolekcji, która jeszcze się nie zaczęła: ich ceny zaczną się od nowa w chwili jej startu',
      );
    }
    const candidates = (await repo.lockProductsWithStock(tx, fromDropId))
      // A recalled product never goes back on sale.
      .filter((product) => product.recalledAt === null)
      .map((product) => ({ product, offSale: offSaleSince(product, from.dropTime, now) }))
      .filter(
        (entry): entry is { product: repo.ProductRow; offSale: Date } => entry.offSale !== null,
      );
    // Back on sale means offered again: the same GPSR checks as a new offer (art. 19), and a
    // picture (art. 19 c), which by now the piece has had every chance to get.
    const unpictured = rules.safetyRequired
      ? await repo.findProductsWithoutPicture(
          tx,
          candidates.map(({ product }) => product.id),
        )
      : new Set<number>();
    const lacking = rules.safetyRequired
      ? candidates
          .map(({ product }) => ({
            product,
            missing: [
              ...missingSafetyData(safetyOf(product)),
              ...(unpictured.has(product.id) && !product.placedBeforeGpsr ? [PICTURE_MISSING] : []),
            ],
          }))
          .filter(({ missing }) => missing.length > 0)
      : [];
    if (lacking.length > 0) {
      const named = lacking
        .slice(0, 5)
        .map(({ product, missing }) => `„${product.name}” (brakuje: ${missing.join(', ')})`)
        .join('; ');
      throw conflict(
        'SafetyDataMissing',
        `Nie można ponownie wystawić produktów bez danych bezpieczeństwa (GPSR): ${named}${lacking.length > 5 ? ` i ${lacking.length - 5} innych` : ''}. Uzupełnij je w formularzu produktu.`,
      );
    }
    const moved: number[] = [];
    for (const { product, offSale } of candidates) {
      const history = await repo.findPriceHistory(tx, product.id);
      const lastPrice = history.filter((row) => row.effectiveFrom <= offSale).at(-1)?.price;
      await repo.deletePriceHistoryFrom(tx, product.id, offSale, { inclusive: true });
      if (lastPrice !== undefined) {
        await repo.insertPriceHistory(tx, [
          {
            productId: product.id,
            effectiveFrom: offSale,
            price: lastPrice,
            omnibusPrice: lastPrice,
            reason: 'WITHDRAWN',
          },
        ]);
      }
      await repo.moveToDrop(tx, product.id, to.id, now);
      await replanPriceHistory(tx, product.id, product, to.dropTime, now, 'REDROP');
      const change = { field: 'dropId', old: fromDropId, new: to.id };
      await audit(tx, actor, product.id, 'product.redrop', [change], now);
      moved.push(product.id);
    }
    if (moved.length === 0) {
      throw conflict(
        'NothingToRedrop',
        'W tej kolekcji nie ma niesprzedanych sztuk wycofanych ze sprzedaży',
      );
    }
    return moved;
  });
}

/**
 * The prices a product really had just before `at` and from `at` on (its price history, not the
 * schedule: staff edits and re-drops included); null where the history has none.
 */
export async function pricesAround(
  executor: Executor,
  productId: number,
  at: Date,
): Promise<{ before: number | null; from: number | null }> {
  const offered = (await repo.findPriceHistory(executor, productId)).filter((row) => row.offered);
  const last = (rows: typeof offered) => rows.at(-1)?.price ?? null;
  return {
    before: last(offered.filter((row) => row.effectiveFrom.getTime() < at.getTime())),
    from: last(offered.filter((row) => row.effectiveFrom.getTime() <= at.getTime())),
  };
}

/**
 * Products offered now or to come (not withdrawn, a piece free or held) without what GPSR art. 19
 * asks (missingSafetyData's rule, in SQL, and a picture): how many, and the first `limit` by id
 * (the staff desk).
 */
export function productsLackingSafety(executor: Executor, limit: number) {
  return repo.findProductsLackingSafety(executor, limit);
}

const HAS_ORDERS = 'Nie można usunąć produktu, który ma zamówienia';
const isReferenced = (error: unknown) =>
  ['23503', '23001'].includes(databaseError(error)?.code ?? '');

/**
 * Deletes a product no order holds (a mistake, a piece that never came): with its pictures'
 * rows, price history and the cart and wishlist lines that held it. Orders keep their products
 * (order_items' foreign key refuses the delete, also for an order placed at the same moment),
 * which answers 409. Answers the URLs of its pictures and document, whose files the caller removes.
 */
export async function deleteProduct(
  db: Db,
  id: number,
  audited?: { now: Date; actor: AuditActor },
): Promise<ProductFiles> {
  try {
    return await db.transaction(async (tx) => {
      const stored = await repo.lockProductRow(tx, id);
      if (stored === undefined) throw notFound(PRODUCT_NOT_FOUND);
      const files = { images: await imageUrls(tx, id), document: await repo.documentUrl(tx, id) };
      await repo.deleteProduct(tx, id);
      const gone = changesBetween(stored.row, {}, ['name', 'stock', 'dropId']);
      if (audited) await audit(tx, audited.actor, id, 'product.delete', gone, audited.now);
      return files;
    });
  } catch (error) {
    // foreign_key_violation, or restrict_violation where the server reports ON DELETE RESTRICT so
    if (isReferenced(error)) throw conflict('ProductHasOrders', HAS_ORDERS);
    throw error;
  }
}

/**
 * Withdraws a product from sale (`withdrawnAt` = now) or restores it (null). Shoppers see a
 * withdrawn product NOT_AVAILABLE everywhere at once (its status, price-sql.ts): the change feed
 * ends the cached answers, and the SQL functions add_to_carts and place_orders refuse it
 * (migration 0022), so an order checked before the withdrawal committed is refused too. Unpaid
 * orders that hold it keep their pieces. Asking for what already holds writes nothing (a
 * withdrawal keeps its first moment), so a repeated request is harmless.
 */
async function setWithdrawal(
  executor: Executor,
  id: number,
  withdrawnAt: Date | null,
  audited: { now: Date; actor?: AuditActor },
): Promise<ProductWithdrawal> {
  return executor.transaction(async (tx) => {
    const stored = await repo.lockWithdrawal(tx, id);
    if (stored === undefined) throw notFound(PRODUCT_NOT_FOUND);
    const previousVersion = stored.version;
    if (withdrawnAt === null && stored.recalledAt !== null) {
      throw conflict(
        'ProductRecalled',
        'Produkt wycofano z rynku jako niebezpieczny: nie może wrócić do sprzedaży.',
      );
    }
    if ((stored.withdrawnAt === null) === (withdrawnAt === null)) {
      const at = stored.withdrawnAt?.toISOString() ?? null;
      return { id, withdrawnAt: at, version: previousVersion, previousVersion };
    }
    const version = await repo.setWithdrawnAt(tx, id, withdrawnAt);
    const change = changesBetween(stored, { withdrawnAt }, ['withdrawnAt']);
    const action = withdrawnAt ? 'product.withdraw' : 'product.restore';
    await audit(tx, audited.actor, id, action, change, audited.now);
    return { id, withdrawnAt: withdrawnAt?.toISOString() ?? null, version, previousVersion };
  });
}

export function withdrawProduct(executor: Executor, id: number, now: Date, actor?: AuditActor) {
  return setWithdrawal(executor, id, now, { now, actor });
}

export function restoreProduct(executor: Executor, id: number, now: Date, actor?: AuditActor) {
  return setWithdrawal(executor, id, null, { now, actor });
}

/**
 * Recalls a dangerous product (GPSR art. 35-36): off sale for good, with the notice its buyers
 * read; run in the caller's transaction (flows/recalls queues the buyers' e-mails in it). A
 * product recalled before keeps its first recall: 409.
 */
export async function recallProduct(
  tx: Executor,
  id: number,
  notice: string,
  now: Date,
  actor?: AuditActor,
): Promise<{ recalledAt: string; version: string }> {
  const stored = await repo.lockWithdrawal(tx, id);
  if (stored === undefined) throw notFound(PRODUCT_NOT_FOUND);
  if (stored.recalledAt !== null) {
    throw conflict('ProductRecalled', 'Ten produkt został już wycofany z rynku.');
  }
  const version = await repo.setRecalled(tx, id, notice, now);
  const changes = [{ field: 'recalledAt', old: null, new: now.toISOString() }];
  await audit(tx, actor, id, 'product.recall', changes, now);
  return { recalledAt: now.toISOString(), version };
}

/** The product's name and recall notice; undefined when it is gone or not recalled. */
export async function recallOf(executor: Executor, id: number) {
  const row = await repo.findRecall(executor, id);
  return row?.recalledAt && row.notice ? { name: row.name, notice: row.notice } : undefined;
}

// ---------------------------------------------------------------- images

async function imageUrls(executor: Executor, productId: number): Promise<string[]> {
  return (await repo.findImages(executor, [productId])).map((image) => image.url);
}

export async function listProductImages(
  executor: Executor,
  productId: number,
): Promise<ProductImage[]> {
  if (!(await repo.productExists(executor, productId))) throw notFound(PRODUCT_NOT_FOUND);
  return (await repo.findImages(executor, [productId])).map(({ id, url, position }) => ({
    id,
    url,
    position,
  }));
}

/** Adds `url` (the largest WebP variant) as the product's last image; answers all image URLs. */
export async function attachProductImage(
  executor: Executor,
  productId: number,
  url: string,
): Promise<string[]> {
  if (!(await repo.productExists(executor, productId))) throw notFound(PRODUCT_NOT_FOUND);
  await repo.insertImage(executor, productId, url);
  return imageUrls(executor, productId);
}

/** Removes one image by id or URL; `removed` is its URL (for deleting the files) or null. */
export async function detachProductImage(
  executor: Executor,
  productId: number,
  image: number | string,
): Promise<{ removed: string | null; images: string[] }> {
  if (!(await repo.productExists(executor, productId))) throw notFound(PRODUCT_NOT_FOUND);
  const removed = await repo.deleteImage(executor, productId, image);
  return { removed, images: await imageUrls(executor, productId) };
}

/**
 * Puts the product's pictures in the order of `ids`, the first being the main one (shown on
 * cards and first in the gallery and feeds). `ids` must be exactly the product's pictures: one
 * added or removed meanwhile (another tab) is a 409, so nothing is reordered by a stale list.
 */
export async function reorderProductImages(
  tx: Executor,
  productId: number,
  ids: number[],
): Promise<string[]> {
  if (!(await repo.productExists(tx, productId))) throw notFound(PRODUCT_NOT_FOUND);
  const current = await repo.findImages(tx, [productId]);
  const same =
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    current.every((image) => ids.includes(image.id));
  if (!same) {
    throw conflict(
      'ImagesChangedException',
      'Zdjęcia produktu zmieniły się w międzyczasie: odśwież stronę i ustaw kolejność jeszcze raz',
    );
  }
  await repo.setImagePositions(tx, productId, ids);
  return imageUrls(tx, productId);
}

// ---------------------------------------------------------------- stock
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
