// Every payment notification received, as it came (audit log). Owned by modules/payments.
// Mirrors migrations/0004_orders.sql.
import { bigint, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { PaymentEventOutcome, PaymentProviderName } from '@shop/shared/payments';
import { orders } from './orders.ts';
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
