// Price-drop alerts of wished-for products (docs/product-rules.md, "Powiadomienia o obniżkach"):
// an account that turned them on (consent kept with its time) gets a PRICE_DROPPED e-mail when a
// product on any of its lists reaches a lower price step that began after both the product was
// added and the consent was given, once per account, product and step. Each e-mail carries a
// one-click way out (List-Unsubscribe with the consent's own token, RFC 8058). The job
// (jobs/drop-reminders.ts) calls queuePriceAlerts; the switch on /wishlists and the one-click
// POST call the rest.
import { sql } from 'drizzle-orm';
import type { PriceAlerts } from '@shop/shared/reminders';
import type { Executor } from '../../db/client.ts';
import { accountEmailSql } from '../auth/index.ts';
import { queueAccountEmailsFrom } from '../mail/index.ts';
import { priceStepsSql } from '../products/index.ts';
import * as repo from './price-alerts-repository.ts';

/** Whether the account's alerts are on, and since when (the consent's time). */
export async function priceAlertsOf(ex: Executor, userId: number): Promise<PriceAlerts> {
  const consentedAt = await repo.consentOf(ex, userId);
  return { enabled: consentedAt !== undefined, since: consentedAt?.toISOString() ?? null };
}

/**
 * Turns the alerts on (the consent is given now; already on keeps its first time) or off (the
 * consent is withdrawn: the row goes).
 */
export async function setPriceAlerts(
  ex: Executor,
  userId: number,
  enabled: boolean,
  now: Date,
): Promise<PriceAlerts> {
  if (enabled) await repo.giveConsent(ex, userId, now);
  else await repo.withdrawConsent(ex, userId);
  return priceAlertsOf(ex, userId);
}

/**
 * One statement: records every alert now due (see the file's header) and queues its e-mail;
 * answers how many were queued. Run again, it finds nothing new.
 */
export function queuePriceAlerts(ex: Executor, now: Date): Promise<number> {
  return queueAccountEmailsFrom(ex, {
    kind: 'PRICE_DROPPED',
    now,
    ctes: repo.recordDueAlertsCte(priceStepsSql(now), now),
    // The consent's token goes with the e-mail, for its one-click List-Unsubscribe.
    rows: sql`SELECT ${accountEmailSql(sql`alerted.user_id`)} AS recipient,
        jsonb_build_object('productId', alerted.product_id, 'level', alerted.level,
          'withdrawToken', ${repo.withdrawTokenSql(sql`alerted.user_id`)}) AS data
      FROM alerted`,
  });
}

/**
 * The one-click withdrawal from an alert e-mail (RFC 8058): the consent holding `token` goes.
 * Answers whether there was one.
 */
export function withdrawPriceAlertsByToken(ex: Executor, token: string): Promise<boolean> {
  return repo.withdrawByToken(ex, token);
}

/** The data export's part (docs/privacy.md): the switch and the alerts sent. */
export async function exportPriceAlertsOf(ex: Executor, userId: number) {
  return {
    ...(await priceAlertsOf(ex, userId)),
    sent: (await repo.alertsSentTo(ex, userId)).map((row) => ({
      productId: row.productId,
      level: row.level,
      sentAt: row.sentAt.toISOString(),
    })),
  };
}

/** Account deletion: the consent and the record of alerts sent go. */
export async function erasePriceAlertsOf(ex: Executor, userId: number): Promise<void> {
  await repo.deleteAlertsOf(ex, userId);
}
