// „Powiadom, gdy cena spadnie do … zł” (docs/product-rules.md, "Cena, na którą czekasz"): a
// logged-in shopper names the price they would pay for a product whose price falls by the
// schedule; the price step that reaches it queues one PRICE_TARGET_REACHED e-mail. It is a message
// the shopper asked for about one product (not marketing: no consent needed), sent once; setting
// the price again waits anew. The job (jobs/drop-reminders.ts) calls queuePriceTargets.
import { sql } from 'drizzle-orm';
import { formatPrice } from '@shop/shared/money';
import type { PriceTarget } from '@shop/shared/price-targets';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { accountEmailSql } from '../auth/index.ts';
import { queueAccountEmailsFrom } from '../mail/index.ts';
import { getProductsByIds, priceStepsSql, PRODUCT_NOT_FOUND } from '../products/index.ts';
import * as repo from './price-targets-repository.ts';

export const NOT_FALLING =
  'Cena tego produktu nie spada według harmonogramu kolekcji: nie ma na co czekać';
export const NOT_ON_SALE = 'Ten produkt nie jest już w sprzedaży';
export const TARGET_NOT_FOUND = 'Nie czekasz na cenę tego produktu';

const toTarget = (row: repo.PriceTargetRow): PriceTarget => ({
  productId: row.productId,
  price: row.price,
  setAt: row.setAt.toISOString(),
  reachedAt: row.reachedAt?.toISOString() ?? null,
});

export async function priceTargetsOf(ex: Executor, userId: number): Promise<PriceTarget[]> {
  return (await repo.targetsOf(ex, userId)).map(toTarget);
}

/**
 * Sets the shopper's price for a product on sale whose price falls by the schedule, below its
 * price now (a price it already has is bought, not waited for).
 */
export async function setPriceTarget(
  ex: Executor,
  key: { userId: number; productId: number },
  price: number,
  now: Date,
): Promise<PriceTarget> {
  const [product] = await getProductsByIds(ex, [key.productId], now, { staff: false });
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (product.priceType !== 'DYNAMIC_LEVELS')
    throw new AppError('PriceNotFalling', 409, NOT_FALLING);
  if (product.status !== 'AVAILABLE') throw new AppError('ProductNotOnSale', 409, NOT_ON_SALE);
  if (price >= product.price) {
    throw new AppError(
      'PriceAlreadyReached',
      400,
      `Podaj cenę niższą niż obecna (${formatPrice(product.price)}): w tej cenie możesz kupić już teraz`,
    );
  }
  return toTarget(await repo.putTarget(ex, key, price, now));
}

export async function removePriceTarget(
  ex: Executor,
  key: { userId: number; productId: number },
): Promise<void> {
  if (!(await repo.deleteTarget(ex, key))) throw notFound(TARGET_NOT_FOUND);
}

/**
 * One statement: marks every target a price step has reached (see the file's header) and queues
 * its e-mail; answers how many were queued. Run again, it finds nothing new.
 */
export function queuePriceTargets(ex: Executor, now: Date): Promise<number> {
  return queueAccountEmailsFrom(ex, {
    kind: 'PRICE_TARGET_REACHED',
    now,
    ctes: repo.markReachedCte(priceStepsSql(now), now),
    rows: sql`SELECT ${accountEmailSql(sql`reached.user_id`)} AS recipient,
        jsonb_build_object('productId', reached.product_id, 'level', reached.level,
          'target', reached.target) AS data
      FROM reached`,
  });
}

/** The data export's part (docs/privacy.md). */
export const exportPriceTargetsOf = priceTargetsOf;

/** Account deletion: the shopper's targets go. */
export async function erasePriceTargetsOf(ex: Executor, userId: number): Promise<void> {
  await repo.deleteTargetsOf(ex, userId);
}
