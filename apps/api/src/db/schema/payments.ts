// Every payment notification received, as it came (audit log), and the BLIK codes sent. Owned
// by modules/payments.
// Mirrors migrations/0004_orders.sql, 0035_blik_charges.sql and 0060_blik_aliases.sql.
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { BlikRefusal } from '@shop/shared/blik';
import type { PaymentEventOutcome, PaymentProviderName } from '@shop/shared/payments';
import { orders } from './orders.ts';
import { users } from './auth.ts';
import { timestamptz } from './columns.ts';

export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    sessionId: text('session_id'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }),
    outcome: text('outcome').$type<PaymentEventOutcome>().notNull(),
    detail: text('detail'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.orderId)],
);

/** BLIK codes sent for an order, newest last (migrations/0035_blik_charges.sql). */
export const blikCharges = pgTable(
  'blik_charges',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sentAt: timestamptz('sent_at').notNull(),
    confirmBy: timestamptz('confirm_by').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    refusal: text('refusal').$type<BlikRefusal>(),
    registersAlias: boolean('registers_alias').notNull().default(false),
    byAlias: boolean('by_alias').notNull().default(false),
  },
  (t) => [index('blik_charges_order_idx').on(t.orderId, t.id)],
);

/** The account's remembered BLIK (migrations/0060_blik_aliases.sql). */
export const blikAliases = pgTable('blik_aliases', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  value: text('value').notNull().unique(),
  label: text('label').notNull(),
  consentedAt: timestamptz('consented_at').notNull(),
  registeredAt: timestamptz('registered_at'),
});
