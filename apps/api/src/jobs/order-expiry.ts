// Runs the order-expiry sweep periodically in every replica (the sweep itself is replica-safe:
// SKIP LOCKED) and stops with the app; the same sweep queues the reminders to pay, due a few
// minutes before a reservation ends. Started by runtime/start-up.ts; tests call expireOrders
// directly.
import type { FastifyInstance } from 'fastify';
import { expireOrders } from '../flows/ordering/expiry.ts';
import { queuePaymentReminders } from '../flows/ordering/payment-reminders.ts';
import { repeatEvery } from './repeat.ts';

/** Often enough for short test reservations, at most every 30 s for the default 30 minutes. */
export const sweepIntervalMs = (reservationMs: number) =>
  Math.min(30_000, Math.max(1_000, Math.round(reservationMs / 10)));

export function startOrderExpiryJob(app: FastifyInstance): void {
  repeatEvery(
    app,
    sweepIntervalMs(app.config.orderReservationMs),
    'order expiry sweep failed',
    async () => {
      const count = await expireOrders(app.db, app.clock.now());
      if (count > 0) app.log.info({ count }, 'expired unpaid orders cancelled');
      const reminded = await queuePaymentReminders(app.db, app.clock.now());
      if (reminded > 0) app.log.info({ count: reminded }, 'reminders to pay queued');
    },
  );
}
