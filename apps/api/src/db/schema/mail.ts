// The e-mail outbox: every order or account e-mail is written here in the transaction of the
// change it reports, and the mail job (jobs/outbox.ts) sends it. Owned by modules/mail. Mirrors
// migrations/0013_mail_outbox.sql, 0017, 0020, 0021, 0025 and 0027; docs/e-mail.md explains the
// columns' life.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { timestamptz } from './columns.ts';

/** The kinds of e-mail the outbox may hold, one row each (migration 0027); each kind is defined
 * once in the code beside what queues it (modules/mail/kinds.ts). */
export const emailKinds = pgTable('email_kinds', {
  kind: text('kind').primaryKey(),
});

/**
 * What the e-mail was queued with: an order e-mail's facts of the moment (`refundId`,
 * `invoiceId`, `returnId`), an account e-mail's link tokens, drop or product. Each kind reads
 * its own keys (modules/mail/kinds.ts, queuedNumber and queuedText).
 */
export type EmailData = Readonly<Record<string, string | number>>;

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    kind: text('kind')
      .notNull()
      .references(() => emailKinds.kind),
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
    /** A mass e-mail (queued by INSERT ... SELECT): sent after every other due e-mail. */
    bulk: boolean('bulk').notNull().default(false),
  },
  (t) => [
    index('outbox_emails_due_idx')
      .on(t.bulk, t.nextAttemptAt, t.id)
      .where(sql`sent_at IS NULL`),
    index('outbox_emails_order_idx').on(t.orderId),
  ],
);
