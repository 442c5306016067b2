// The payment-notification log: every notification received, whatever became of it.
import type { Executor } from '../../db/client.ts';
import { paymentNotifications } from '../../db/schema/orders.ts';

export type NewNotificationRow = typeof paymentNotifications.$inferInsert;

export async function insertNotification(ex: Executor, row: NewNotificationRow) {
  await ex.insert(paymentNotifications).values(row);
}
