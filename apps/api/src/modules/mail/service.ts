// Order and account e-mails: the changes of an order (or of an account) queue them here, in
// their own transaction, and the mail job (jobs/outbox.ts) sends them with the order as it is
// then. This module knows nothing of orders' or accounts' rules: the module making the change
// decides which e-mail it sends. docs/e-mail.md.
import type { Executor } from '../../db/client.ts';
import type { SQL } from 'drizzle-orm';
import type { EmailData } from '../../db/schema/mail.ts';
import * as repo from './repository.ts';

export type { EmailData } from '../../db/schema/mail.ts';
export {
  defineEmail,
  emailRegistry,
  queuedNumber,
  queuedText,
  type EmailKind,
  type EmailRegistry,
  type LoadDeps,
  type QueuedEmail,
} from './kinds.ts';
export { createMailer, type Mailer, type MailMessage } from './mailer.ts';
export {
  NoLongerNeeded,
  NotDueYet,
  ROUND_LIMIT,
  sendDueEmails,
  type OutboxDeps,
  type SendReport,
} from './outbox.ts';
export type { MailContext } from './templates/layout.ts';

/** E-mails waiting to go out and given up, and when the oldest waiting one was queued. */
export const outboxBacklog = repo.outboxBacklog;

export interface OrderEmail {
  /** A kind defined beside what queues it (kinds.ts). */
  kind: string;
  orderId: number;
  to: string;
  now: Date;
  /** Facts of the moment its template needs: { refundId } for REFUNDED, { invoiceId } for INVOICE_ISSUED. */
  data?: EmailData;
}

/** Writes the e-mails to the outbox in the caller's transaction (one INSERT); the job sends them. */
export async function queueOrderEmails(ex: Executor, emails: OrderEmail[]): Promise<void> {
  await repo.insertEmails(
    ex,
    emails
      .filter(({ to }) => !isUndeliverable(to))
      .map(({ kind, orderId, to, now, data }) => ({
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

/**
 * An e-mail about the account (or a newsletter address), not an order: the facts it needs (a
 * link's raw token, the drop reminded of) travel in `data`, cleared once the e-mail is sent.
 */
export interface AccountEmail {
  kind: string;
  to: string;
  now: Date;
  data: EmailData;
}

/** Writes the account e-mail to the outbox in the caller's transaction; the job sends it. */
export async function queueAccountEmail(ex: Executor, email: AccountEmail): Promise<void> {
  await repo.insertEmails(ex, [
    {
      kind: email.kind,
      orderId: null,
      recipient: email.to,
      data: email.data,
      createdAt: email.now,
      nextAttemptAt: email.now,
    },
  ]);
}

/**
 * Many account e-mails of one kind in one INSERT ... SELECT, in the caller's transaction (a
 * drop's reminders before its opening, price-drop alerts): `rows` answers `recipient` and `data`
 * (jsonb); `ctes` may write the caller's own record in the same statement; they are sent from
 * `dueAt` (default now). Answers how many were queued. See repo.insertEmailsFrom.
 */
export function queueAccountEmailsFrom(
  ex: Executor,
  batch: { kind: string; now: Date; dueAt?: Date; ctes?: SQL; rows: SQL },
): Promise<number> {
  return repo.insertEmailsFrom(ex, batch);
}

/**
 * E-mails queued ahead (`dueAt` later than now, e.g. a drop's reminders before its opening):
 * an address's taken back before they are due, or all of them brought forward to an earlier
 * time. See repo.deleteNotDue and repo.bringForward.
 */
export const withdrawQueuedEmails = repo.deleteNotDue;
export const bringQueuedEmailsForward = repo.bringForward;

/**
 * An address under the `.invalid` top-level domain (RFC 2606) can never receive mail: a deleted
 * account's orders carry one (docs/privacy.md), so no order e-mail is queued for it.
 */
export const isUndeliverable = (email: string) => email.toLowerCase().endsWith('.invalid');

/** Account deletion: see repo.replaceRecipient. */
export async function forgetRecipient(ex: Executor, email: string, replacement: string) {
  await repo.replaceRecipient(ex, email, replacement, 'Konto usunięte: e-maila nie wysłano');
}
