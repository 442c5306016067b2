// The e-mail outbox: every order or account e-mail is written here in the transaction of the
// change it reports, and the mail job (jobs/outbox.ts) sends it. Owned by modules/mail. Mirrors
// migrations/0013_mail_outbox.sql, 0017 and 0020; docs/e-mail.md explains the columns' life.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { timestamptz } from './columns.ts';

export const ORDER_EMAIL_KINDS = [
  'PLACED',
  'PAID',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
  'INVOICE_ISSUED',
] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/** E-mails about the account rather than an order (no order_id). */
export const ACCOUNT_EMAIL_KINDS = ['PASSWORD_RESET', 'NEWSLETTER_CONFIRM'] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];
export type EmailKind = OrderEmailKind | AccountEmailKind;

/** Facts of the moment a template needs (the rest is read from the order when sending). */
export interface OrderEmailData {
  refundId?: number;
  invoiceId?: number;
}

/**
 * PASSWORD_RESET: the link's raw token; NEWSLETTER_CONFIRM: the confirmation link's and the
 * unsubscribe link's raw tokens. Cleared from the row once the e-mail is sent.
 */
export interface AccountEmailData {
  resetToken?: string;
  confirmToken?: string;
  unsubscribeToken?: string;
}

export type EmailData = OrderEmailData & AccountEmailData;

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<EmailKind>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    data: jsonb('data').$type<EmailData>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull(),
    /** Sending attempts begun so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the job may try (again); null once it gave up (left for staff). */
    nextAttemptAt: timestamptz('next_attempt_at'),
    /** A job is sending it until then; past it, another may (the sender died). */
    lockedUntil: timestamptz('locked_until'),
    /** The claim of the job sending it: only that job records the outcome. */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('outbox_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL`),
    index('outbox_emails_order_idx').on(t.orderId),
  ],
);
