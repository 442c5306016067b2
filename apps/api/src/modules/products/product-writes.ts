// Staff create and edit products (checked like POST /products), with their price history and
// audit; one row of a bulk import saved in the import's transaction (products/service.ts is the
// module's face).
import {
  type NewProduct,
  PRODUCT_CHANGED,
  type ProductEdit,
  type ProductSaved,
} from '@shop/shared/catalogue';
import {
  SAFETY_FIELDS,
  missingSafetyData,
  safetyDataMissingMessage,
  type SafetyColumns,
} from '@shop/shared/product-safety';
import { withOmnibusPrices } from '@shop/shared/omnibus';
import { plannedPrices, type PriceInputs } from '@shop/shared/price-schedule';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { findDropRow } from '../drops/index.ts';
import { MANUFACTURER_NOT_FOUND, manufacturerExists } from './manufacturers.ts';
import { imageUrls } from './product-images.ts';
import * as repo from './repository.ts';
import { changesBetween, recordAudit, type AuditActor } from '../audit/index.ts';
import { PRODUCT_NOT_FOUND, DROP_NOT_FOUND } from './product-types.ts';

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
export async function audit(
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

export async function requireDrop(executor: Executor, dropId: number) {
  const drop = await findDropRow(executor, dropId);
  if (!drop) throw badRequest(DROP_NOT_FOUND);
  return drop;
}

/**
 * Records the product's prices from `now` on: rows not yet in effect are planned again from the
 * product's current data, and a price equal to the one in effect is no change. Each new row
 * stores its omnibus price, computed from the history before it.
 */
export async function replanPriceHistory(
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
export const safetyOf = (row: repo.ProductRow): SafetyColumns =>
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
