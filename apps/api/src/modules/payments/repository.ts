// The payment-notification log: every notification received, whatever became of it.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentNotifications } from '../../db/schema/payments.ts';

export type NewNotificationRow = typeof paymentNotifications.$inferInsert;

export async function insertNotification(ex: Executor, row: NewNotificationRow) {
  await ex.insert(paymentNotifications).values(row);
}

/** True when this transaction of this order was already applied (paid it, or flagged it). */
export async function alreadyApplied(
  ex: Executor,
  orderId: number,
  transactionId: number,
): Promise<boolean> {
  const rows = await ex
    .select({ id: paymentNotifications.id })
    .from(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.orderId, orderId),
        eq(paymentNotifications.transactionId, transactionId),
        inArray(paymentNotifications.outcome, ['PAID', 'PAID_AFTER_EXPIRY', 'REFUND_REQUIRED']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
