// Refunds and the log of their provider notifications. Owned by modules/refunds. Mirrors
// migrations/0015_refunds.sql; docs/refunds.md explains the columns' life.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderRefund } from '@shop/shared/orders';
import type { RefundNotificationOutcome } from '@shop/shared/payments';
import type { RefundLine } from '@shop/shared/refunds';
import { users } from './auth.ts';
import { orderItems, orders } from './orders.ts';
import { timestamptz } from './columns.ts';

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    uuid: text('uuid').notNull().unique(),
    requestId: text('request_id').notNull().unique(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    sessionId: text('session_id').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<OrderRefund['reason']>().notNull(),
    items: jsonb('items').$type<RefundLine[]>().notNull().default([]),
    shipping: boolean('shipping').notNull().default(false),
    note: text('note'),
    /** A price reduction (PRICE_REDUCTION): the order line whose price it lowers. */
    reducedItemId: integer('reduced_item_id').references(() => orderItems.id, {
      onDelete: 'restrict',
    }),
    idempotencyKey: text('idempotency_key'),
    status: text('status').$type<OrderRefund['status']>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
    providerMessage: text('provider_message'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('refunds_automatic_once')
      .on(t.transactionId)
      .where(sql`reason IN ('LATE_PAYMENT', 'DOUBLE_PAYMENT')`),
    uniqueIndex('refunds_idempotency_key')
      .on(t.orderId, t.idempotencyKey)
      .where(sql`idempotency_key IS NOT NULL`),
    index('refunds_order_idx').on(t.orderId, t.id),
    index('refunds_unsent_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'PENDING' AND sent_at IS NULL`),
  ],
);

export const refundNotifications = pgTable(
  'refund_notifications',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    refundsUuid: text('refunds_uuid'),
    requestId: text('request_id'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }),
    outcome: text('outcome').$type<RefundNotificationOutcome>().notNull(),
    detail: text('detail'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (t) => [index('refund_notifications_refund_idx').on(t.refundId)],
);
