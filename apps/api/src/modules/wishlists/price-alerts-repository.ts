// SQL of the price-drop alerts: the accounts' consent and the alerts sent (price-alerts.ts).
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  priceAlertConsents,
  priceAlertsSent,
  wishlistProducts,
  wishlists,
} from '../../db/schema/wishlists.ts';

export async function consentOf(ex: Executor, userId: number): Promise<Date | undefined> {
  const [row] = await ex
    .select({ consentedAt: priceAlertConsents.consentedAt })
    .from(priceAlertConsents)
    .where(eq(priceAlertConsents.userId, userId));
  return row?.consentedAt;
}

/** Records the consent at `now`; one already given keeps its time. */
export async function giveConsent(ex: Executor, userId: number, now: Date) {
  await ex.insert(priceAlertConsents).values({ userId, consentedAt: now }).onConflictDoNothing();
}

export async function withdrawConsent(ex: Executor, userId: number) {
  await ex.delete(priceAlertConsents).where(eq(priceAlertConsents.userId, userId));
}

/** Deletes the consent holding `token`; answers whether there was one. */
export async function withdrawByToken(ex: Executor, token: string): Promise<boolean> {
  const deleted = await ex
    .delete(priceAlertConsents)
    .where(eq(priceAlertConsents.withdrawToken, token))
    .returning({ userId: priceAlertConsents.userId });
  return deleted.length > 0;
}

/** The withdrawal token of `userId`'s consent, as an SQL expression. */
export const withdrawTokenSql = (userId: SQL) =>
  sql`(SELECT ${priceAlertConsents.withdrawToken} FROM ${priceAlertConsents}
        WHERE ${priceAlertConsents.userId} = ${userId})`;

/**
 * The CTE `alerted (user_id, product_id, level)`: inserts a sent-marker for each consenting
 * account, wished-for product and price step of `steps` (products/price-steps.ts) that began
 * after both the product was added to that list and the consent was given, and that was not
 * sent before; answers the rows it inserted.
 */
export function recordDueAlertsCte(steps: SQL, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`alerted AS (
    INSERT INTO ${priceAlertsSent} (user_id, product_id, level, sent_at)
    SELECT DISTINCT ${priceAlertConsents.userId}, steps.product_id, steps.level, ${at}
      FROM ${priceAlertConsents}
      JOIN ${wishlists} ON ${wishlists.userId} = ${priceAlertConsents.userId}
      JOIN ${wishlistProducts} ON ${wishlistProducts.wishlistId} = ${wishlists.id}
      JOIN (${steps}) steps ON steps.product_id = ${wishlistProducts.productId}
     WHERE steps.level_started_at > greatest(${wishlistProducts.addedAt}, ${priceAlertConsents.consentedAt})
    ON CONFLICT DO NOTHING
    RETURNING user_id, product_id, level
  )`;
}

export function alertsSentTo(ex: Executor, userId: number) {
  return ex
    .select()
    .from(priceAlertsSent)
    .where(eq(priceAlertsSent.userId, userId))
    .orderBy(asc(priceAlertsSent.sentAt), asc(priceAlertsSent.productId));
}

export async function deleteAlertsOf(ex: Executor, userId: number) {
  await ex.delete(priceAlertsSent).where(eq(priceAlertsSent.userId, userId));
  await ex.delete(priceAlertConsents).where(eq(priceAlertConsents.userId, userId));
}
