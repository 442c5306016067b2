// SQL for refunds and their notification log. Status changes happen in the transaction where the
// caller holds the order's row lock; the sending columns change outside it, each in one
// statement that checks the row is still waiting to be sent.
import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { AUTOMATIC_REFUND_REASONS } from '@shop/shared/orders';
import type { Executor } from '../../db/client.ts';
import { idIn } from '../../db/id-list.ts';
import { refundNotifications, refunds } from '../../db/schema/refunds.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;
export type NewRefundNotificationRow = typeof refundNotifications.$inferInsert;

export async function insertRefund(ex: Executor, row: NewRefundRow): Promise<RefundRow> {
  const [inserted] = await ex.insert(refunds).values(row).returning();
  return inserted!;
}

/** The automatic refund of one of the provider's transactions (at most one, by index). */
export async function findAutomaticRefund(
  ex: Executor,
  transactionId: number,
): Promise<RefundRow | undefined> {
  const [row] = await ex
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.transactionId, transactionId),
        inArray(refunds.reason, [...AUTOMATIC_REFUND_REASONS]),
      ),
    );
  return row;
}

export async function findRefund(ex: Executor, id: number): Promise<RefundRow | undefined> {
  const [row] = await ex.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function findRefundByUuid(ex: Executor, uuid: string): Promise<RefundRow | undefined> {
  const [row] = await ex.select().from(refunds).where(eq(refunds.uuid, uuid));
  return row;
}

export async function findByIdempotencyKey(
  ex: Executor,
  orderId: number,
  key: string,
): Promise<RefundRow | undefined> {
  const [row] = await ex
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, key)));
  return row;
}

export async function findRefundsOfOrders(ex: Executor, orderIds: number[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return ex.select().from(refunds).where(idIn(refunds.orderId, orderIds)).orderBy(asc(refunds.id));
}

export async function updateRefund(
  ex: Executor,
  id: number,
  fields: Partial<NewRefundRow>,
): Promise<RefundRow> {
  const [row] = await ex.update(refunds).set(fields).where(eq(refunds.id, id)).returning();
  return row!;
}

export interface Backoff {
  firstSeconds: number;
  maxSeconds: number;
}

const waitingToBeSent = and(eq(refunds.status, 'PENDING'), isNull(refunds.sentAt));

/**
 * Claims a refund for one attempt at sending: counts the attempt and moves its next attempt
 * past the back-off, so that no other sender (another replica, the retry job) takes it while
 * this one talks to the provider, and a sender that dies leaves it for the job. Undefined when
 * it was sent, settled, or is not due.
 */
export async function claimForSending(
  ex: Executor,
  id: number,
  now: Date,
  backoff: Backoff,
): Promise<RefundRow | undefined> {
  // The n-th attempt's lease: firstSeconds × 2^(n-1), at most maxSeconds.
  const seconds = sql`least(${backoff.maxSeconds}, ${backoff.firstSeconds} * power(2, ${refunds.attempts}))`;
  const [row] = await ex
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${seconds})`,
    })
    .where(and(eq(refunds.id, id), waitingToBeSent, lte(refunds.nextAttemptAt, now)))
    .returning();
  return row;
}

/** Records what the provider said, unless the refund was settled meanwhile. */
export async function recordSending(
  ex: Executor,
  id: number,
  fields: Pick<NewRefundRow, 'sentAt' | 'lastError'>,
): Promise<void> {
  await ex
    .update(refunds)
    .set(fields)
    .where(and(eq(refunds.id, id), waitingToBeSent));
}

/** Refunds waiting to be sent whose next attempt is due, the most overdue first. */
export async function dueRefunds(ex: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await ex
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(waitingToBeSent, lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function insertNotification(ex: Executor, row: NewRefundNotificationRow) {
  await ex.insert(refundNotifications).values(row);
}

/** Refunds (PENDING or COMPLETED) of the orders a SQL fragment selects: orders, count, amount. */
export async function refundTotals(executor: Executor, orderIdsSql: SQL) {
  const [row] = await executor
    .select({
      orders: sql<number>`count(DISTINCT ${refunds.orderId})::int`,
      refunds: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${refunds.amount}), 0)::int`,
    })
    .from(refunds)
    .where(and(sql`${refunds.orderId} IN (${orderIdsSql})`, sql`${refunds.status} <> 'REJECTED'`));
  return row!;
}

/**
 * What the refunds (not refused) of the orders a fragment selects took off each order line, as a
 * SQL fragment of rows (order_item_id, units, reduced): the units given back (withdrawals,
 * complaints, cancelled lines) and the money of price reductions (PRICE_REDUCTION) on it.
 */
export const refundedLinesSql = (orderIdsSql: SQL) => sql`
  SELECT line.order_item_id, sum(line.units)::int AS units, sum(line.reduced)::int AS reduced
    FROM (
      SELECT (item->>'orderItemId')::int AS order_item_id, (item->>'quantity')::int AS units,
             0 AS reduced
        FROM ${refunds}, jsonb_array_elements(${refunds.items}) AS item
       WHERE ${refunds.orderId} IN (${orderIdsSql}) AND ${refunds.status} <> 'REJECTED'
      UNION ALL
      SELECT ${refunds.reducedItemId}, 0, ${refunds.amount}
        FROM ${refunds}
       WHERE ${refunds.orderId} IN (${orderIdsSql}) AND ${refunds.status} <> 'REJECTED'
         AND ${refunds.reducedItemId} IS NOT NULL
    ) AS line
   GROUP BY line.order_item_id`;
