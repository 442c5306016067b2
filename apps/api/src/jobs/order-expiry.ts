// Runs the order-expiry sweep periodically in every replica (the sweep itself is replica-safe:
// SKIP LOCKED) and stops with the app. Started by server.ts; tests call expireOrders directly.
import type { FastifyInstance } from 'fastify';
import { expireOrders } from '../modules/orders/service.ts';

/** Often enough for short test reservations, at most every 30 s for the default 30 minutes. */
export const sweepIntervalMs = (reservationMs: number) =>
  Math.min(30_000, Math.max(1_000, Math.round(reservationMs / 10)));

export function startOrderExpiryJob(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= expireOrders(app.db, app.clock.now())
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'expired unpaid orders cancelled');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'order expiry sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, sweepIntervalMs(app.config.orderReservationMs));
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
