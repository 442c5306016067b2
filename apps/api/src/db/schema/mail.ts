// The e-mail outbox: every order e-mail is written here in the transaction of the change it
// reports, and the mail job (jobs/outbox.ts) sends it. Owned by modules/mail. Mirrors
// migrations/0013_mail_outbox.sql; docs/e-mail.md explains the columns' life.
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

/** Facts of the moment a template needs (the rest is read from the order when sending). */
export interface OrderEmailData {
  refundId?: number;
  invoiceId?: number;
}

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<OrderEmailKind>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    data: jsonb('data').$type<OrderEmailData>().notNull().default({}),
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
