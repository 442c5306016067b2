// Withdrawals and complaints (returns) about pieces of an order. Owned by modules/returns.
// Mirrors migrations/0023_returns.sql, 0045, 0046 and 0052; docs/returns.md explains the columns' life.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ComplaintRemedy, ReturnLine, ReturnStatus, ReturnType } from '@shop/shared/returns';
import { users } from './auth.ts';
import { orders } from './orders.ts';
import { refunds } from './refunds.ts';
import { timestamptz } from './columns.ts';

export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    type: text('type').$type<ReturnType>().notNull(),
    status: text('status').$type<ReturnStatus>().notNull().default('REQUESTED'),
    /** The pieces declared, with the product as the order had it. */
    items: jsonb('items').$type<ReturnLine[]>().notNull(),
    description: text('description'),
    /** A complaint: what the buyer asks for (migration 0052); null when not said. */
    remedy: text('remedy').$type<ComplaintRemedy>(),
    /** The photo's private file name in the image storage. */
    photoName: text('photo_name'),
    createdAt: timestamptz('created_at').notNull(),
    shipBy: timestamptz('ship_by').notNull(),
    receivedAt: timestamptz('received_at'),
    answerBy: timestamptz('answer_by'),
    decidedAt: timestamptz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /** Grosze kept from an accepted withdrawal for the goods' diminished value, and why (0046). */
    deduction: integer('deduction'),
    deductionReason: text('deduction_reason'),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId, t.id),
    index('returns_open_idx')
      .on(sql`coalesce(${t.answerBy}, ${t.shipBy})`)
      .where(sql`status IN ('REQUESTED', 'RECEIVED')`),
  ],
);
