// Order e-mails: the changes of an order queue them here, in their own transaction, and the
// mail job (jobs/outbox.ts) sends them with the order as it is then. This module knows nothing
// of orders' rules: the orders module decides which e-mail a change sends. docs/e-mail.md.
import type { Executor } from '../../db/client.ts';
import type { OrderEmailData, OrderEmailKind } from '../../db/schema/mail.ts';
import * as repo from './repository.ts';

export type { OrderEmailData, OrderEmailKind } from '../../db/schema/mail.ts';
export { createMailer, type Mailer, type MailMessage } from './mailer.ts';
export {
  sendDueEmails,
  type LoadFacts,
  type OutboxDeps,
  type QueuedEmail,
  type SendReport,
} from './outbox.ts';
export type { InvoiceFile, MailContext, OrderEmailFacts } from './templates/index.ts';

export interface OrderEmail {
  kind: OrderEmailKind;
  orderId: number;
  to: string;
  now: Date;
  /** Facts of the moment the template needs: { refundId } for REFUNDED, { invoiceId } for INVOICE_ISSUED. */
  data?: OrderEmailData;
}

/** Writes the e-mails to the outbox in the caller's transaction (one INSERT); the job sends them. */
export async function queueOrderEmails(ex: Executor, emails: OrderEmail[]): Promise<void> {
  await repo.insertEmails(
    ex,
    emails.map(({ kind, orderId, to, now, data }) => ({
      kind,
      orderId,
      recipient: to,
      data: data ?? {},
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
}

/** Writes the e-mail to the outbox in the caller's transaction; the mail job renders and sends it. */
export function queueOrderEmail(ex: Executor, email: OrderEmail): Promise<void> {
  return queueOrderEmails(ex, [email]);
}
