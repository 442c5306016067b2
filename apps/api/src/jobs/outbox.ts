// Sends the order and account e-mails of the outbox (modules/mail): a run every 2 s sends what
// is due, on one replica at a time (one-replica.ts; each e-mail's claim,
// modules/mail/repository.ts, keeps even two senders from sending it twice), and stops with the
// app. Lives here because it needs the orders and invoices modules to render an order e-mail
// and the mail module to send it. Started by runtime/start-up.ts; tests call sendOutbox.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { invoicePdf } from '../modules/invoices/service.ts';
import { levelPrice } from '@shop/shared/price-schedule';
import type { EmailData } from '../db/schema/mail.ts';
import { findDropRow } from '../modules/drops/service.ts';
import {
  NotDueYet,
  sendDueEmails,
  type EmailFacts,
  type LoadFacts,
  type SendReport,
} from '../modules/mail/service.ts';
import { getProductsByIds } from '../modules/products/service.ts';
import { orderForMail } from '../flows/ordering/reads.ts';
import { returnForMail } from '../flows/returning/returning.ts';
import { onOneReplica } from './one-replica.ts';
import { repeatEvery } from './repeat.ts';

/** How soon a queued e-mail goes out at the latest (and a due retry). */
export const OUTBOX_POLL_MS = 2_000;
const OUTBOX_JOB_LOCK = 724_016;

/** A reminder's drop, or a price alert's product with its new and previous price, as they are now. */
async function reminderFacts(
  app: FastifyInstance,
  kind: 'DROP_REMINDER_CONFIRM' | 'DROP_OPENED' | 'PRICE_DROPPED',
  data: EmailData,
): Promise<EmailFacts> {
  if (kind === 'PRICE_DROPPED') {
    const { productId, level } = data;
    if (productId === undefined || level === undefined) throw new Error('the product is gone');
    const [product] = await getProductsByIds(app.db, [productId], app.clock.now(), {
      staff: false,
    });
    if (!product) throw new Error(`product ${productId} no longer exists`);
    const msrp = product.msrp ?? 0;
    return {
      kind,
      product: { id: product.id, name: product.name },
      price: levelPrice(msrp, level),
      previousPrice: levelPrice(msrp, level - 1),
    };
  }
  const drop = data.dropId === undefined ? undefined : await findDropRow(app.db, data.dropId);
  if (!drop) throw new Error(`drop ${data.dropId} no longer exists`);
  const about = { name: drop.name, slug: drop.slug, dropTime: drop.dropTime.toISOString() };
  if (kind === 'DROP_OPENED') {
    // Queued ahead for the opening (modules/reminders): a start moved later holds it back.
    if (drop.dropTime > app.clock.now()) throw new NotDueYet(drop.dropTime);
    return { kind, drop: about };
  }
  if (!data.confirmToken) throw new Error('the confirmation token is gone');
  return { kind, drop: about, confirmToken: data.confirmToken };
}

/**
 * The facts of an e-mail: an account e-mail's were queued with it; an order e-mail's are its
 * order as it is now, the invoice's PDF for INVOICE_ISSUED, the return for RETURN_*.
 */
const loadFacts =
  (app: FastifyInstance): LoadFacts =>
  async ({ kind, orderId, data }) => {
    if (kind === 'PASSWORD_RESET') {
      if (!data.resetToken) throw new Error('the reset token is no longer there');
      return { kind, resetToken: data.resetToken };
    }
    if (kind === 'NEWSLETTER_CONFIRM') {
      if (!data.confirmToken || !data.unsubscribeToken) throw new Error('the tokens are gone');
      return { kind, confirmToken: data.confirmToken, unsubscribeToken: data.unsubscribeToken };
    }
    if (kind === 'DROP_REMINDER_CONFIRM' || kind === 'DROP_OPENED' || kind === 'PRICE_DROPPED') {
      return reminderFacts(app, kind, data);
    }
    if (orderId === null) throw new Error('the order no longer exists');
    const { order } = await orderForMail(app.db, orderId);
    const invoice =
      kind === 'INVOICE_ISSUED' && data.invoiceId !== undefined
        ? await invoicePdf(app.db, data.invoiceId, { orderId })
        : undefined;
    const orderReturn =
      (kind === 'RETURN_REQUESTED' || kind === 'RETURN_DECIDED') && data.returnId !== undefined
        ? await returnForMail(app.db, data.returnId, orderId)
        : undefined;
    return { kind, order, data, invoice, orderReturn };
  };

/** One run: every due e-mail, with the app's mailer and clock. */
export function sendOutbox(app: FastifyInstance): Promise<SendReport> {
  return sendDueEmails(
    {
      db: app.db,
      mailer: app.mailer,
      clock: app.clock,
      log: app.log,
      context: { shopUrl: app.config.publicUrl, operator: app.config.operator },
    },
    loadFacts(app),
  );
}

export function startOutboxJob(
  app: FastifyInstance,
  database: Database,
  pollMs = OUTBOX_POLL_MS,
): void {
  repeatEvery(app, pollMs, 'e-mail run failed', async () => {
    const report = await onOneReplica(database, OUTBOX_JOB_LOCK, () => sendOutbox(app));
    if (report && report.sent + report.failed + report.deferred > 0) {
      app.log.info(report, 'e-mails sent');
    }
  });
}
