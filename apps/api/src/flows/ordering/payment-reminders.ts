// A reminder to pay (issue 45): an order still PENDING a few minutes before its reservation ends
// gets one e-mail that says when the reservation ends and what happens then. Queued by the
// order-expiry job's sweep (jobs/order-expiry.ts), once per order on any number of replicas;
// an order paid or cancelled before the e-mail goes is not reminded (emails.ts).
import { inBatches } from '../../db/batched.ts';
import type { Db } from '../../db/client.ts';
import { queueOrderEmails } from '../../modules/mail/index.ts';
import * as orders from '../../modules/orders/index.ts';

/** How long before the reservation's end the reminder goes (never in its first half). */
export const PAYMENT_REMINDER_LEAD_MS = 10 * 60_000;

const BATCH = 100;

/** Queues the reminders due at `now`; answers how many. */
export async function queuePaymentReminders(db: Db, now: Date): Promise<number> {
  return inBatches(BATCH, () =>
    db.transaction(async (tx) => {
      const due = await orders.markPaymentReminders(tx, now, PAYMENT_REMINDER_LEAD_MS, BATCH);
      await queueOrderEmails(
        tx,
        due.map((order) => ({
          kind: 'PAYMENT_REMINDER' as const,
          orderId: order.id,
          to: order.customerEmail,
          now,
        })),
      );
      return due.length;
    }),
  );
}
