// The e-mail outbox: every order or account e-mail is written here in the transaction of the
// change it reports, and the mail job (jobs/outbox.ts) sends it. Owned by modules/mail. Mirrors
// migrations/0013_mail_outbox.sql, 0017, 0020, 0021 and 0025; docs/e-mail.md explains the columns' life.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
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
  'RETURN_REQUESTED',
  'RETURN_DECIDED',
] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/** E-mails about the account rather than an order (no order_id). */
export const ACCOUNT_EMAIL_KINDS = [
  'PASSWORD_RESET',
  'NEWSLETTER_CONFIRM',
  'DROP_REMINDER_CONFIRM',
  'DROP_OPENED',
  'PRICE_DROPPED',
] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];
export type EmailKind = OrderEmailKind | AccountEmailKind;

/** Facts of the moment a template needs (the rest is read from the order when sending). */
export interface OrderEmailData {
  refundId?: number;
  invoiceId?: number;
  /** RETURN_REQUESTED and RETURN_DECIDED: the withdrawal or complaint. */
  returnId?: number;
}

/**
 * PASSWORD_RESET: the link's raw token; NEWSLETTER_CONFIRM: the confirmation link's and the
 * unsubscribe link's raw tokens. Cleared from the row once the e-mail is sent.
 */
export interface AccountEmailData {
  resetToken?: string;
  confirmToken?: string;
  unsubscribeToken?: string;
  /** DROP_REMINDER_CONFIRM and DROP_OPENED: the collection. */
  dropId?: number;
  /** PRICE_DROPPED: the wished-for product and the price step it reached. */
  productId?: number;
  level?: number;
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
    /** A mass e-mail (DROP_OPENED, PRICE_DROPPED): sent after every other due e-mail. */
    bulk: boolean('bulk').generatedAlwaysAs(sql`kind IN ('DROP_OPENED', 'PRICE_DROPPED')`),
  },
  (t) => [
    index('outbox_emails_due_idx')
      .on(t.bulk, t.nextAttemptAt, t.id)
      .where(sql`sent_at IS NULL`),
    index('outbox_emails_order_idx').on(t.orderId),
  ],
);
