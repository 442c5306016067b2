// Invoices' submissions to KSeF. Owned by modules/ksef. Mirrors migrations/0031_ksef_submissions.sql and 0032_ksef_offline.sql.
import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { invoices } from './invoices.ts';

export const KSEF_STATES = ['QUEUED', 'SENDING', 'SENT', 'ACCEPTED', 'REFUSED', 'EXEMPT'] as const;
export type KsefState = (typeof KSEF_STATES)[number];

export const ksefSubmissions = pgTable('ksef_submissions', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id),
  state: text('state', { enum: KSEF_STATES }).notNull(),
  xml: text('xml'),
  invoiceHash: text('invoice_hash'),
  sessionReference: text('session_reference'),
  invoiceReference: text('invoice_reference'),
  ksefNumber: text('ksef_number').unique(),
  acceptedAt: timestamptz('accepted_at'),
  upo: text('upo'),
  refusal: text('refusal'),
  refusalCode: integer('refusal_code'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamptz('next_attempt_at').notNull(),
  queuedAt: timestamptz('queued_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  offlineAt: timestamptz('offline_at'),
  /** YYYY-MM-DD (Warsaw). */
  sendBy: date('send_by', { mode: 'string' }),
  correctedHash: text('corrected_hash'),
});
