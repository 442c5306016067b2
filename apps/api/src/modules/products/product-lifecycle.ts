// A product's life after it is listed: re-dropped into a later drop, withdrawn from sale and
// restored, recalled as dangerous, deleted while no order holds it (products/service.ts is the
// module's face).
import { type ProductWithdrawal } from '@shop/shared/catalogue';
import { missingSafetyData } from '@shop/shared/product-safety';
import { WITHDRAWN_AFTER_MS, isWithdrawn } from '@shop/shared/price-schedule';
import type { Db, Executor } from '../../db/client.ts';
import { databaseError } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { findDropRow } from '../drops/index.ts';
import * as repo from './repository.ts';
import { changesBetween, type AuditActor } from '../audit/index.ts';
import { type ProductFiles, PRODUCT_NOT_FOUND, PICTURE_MISSING } from './product-types.ts';
import { imageUrls } from './product-images.ts';
import {
  audit,
  replanPriceHistory,
  requireDrop,
  safetyOf,
  type ProductRules,
} from './product-writes.ts';

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
