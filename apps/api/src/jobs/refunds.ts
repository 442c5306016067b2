// Hands unsent refunds to the payment provider again (docs/refunds.md): a refund is sent right
// after the transaction that decided it, and when the provider could not be reached then, this
// job tries again with the same requestId after the back-off. One replica at a time (an
// advisory lock; each refund's claim keeps even two from sending it twice). Started by
// runtime/start-up.ts; tests call sendUnsentRefunds directly.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { dispatchDueRefunds } from '../modules/orders/service.ts';

/** How often due refunds are looked for (the back-off starts at 30 s). */
export const REFUND_POLL_MS = 15_000;
/** The advisory lock of the refund job (migrations use 724011, checkout 724012). */
const REFUND_JOB_LOCK = 724_015;

/**
 * One run: every due refund, unless another replica is running (answers null then); else how
 * many refunds it tried.
 */
export function sendUnsentRefunds(
  app: FastifyInstance,
  database: Database,
): Promise<number | null> {
  return database.session(async (run) => {
    const [lock] = await run(`SELECT pg_try_advisory_lock(${REFUND_JOB_LOCK}) AS locked`);
    if (lock?.locked !== true) return null;
    try {
      return await dispatchDueRefunds({
        db: app.db,
        provider: app.payments,
        log: app.log,
        now: app.clock.now(),
      });
    } finally {
      await run(`SELECT pg_advisory_unlock(${REFUND_JOB_LOCK})`);
    }
  });
}

export function startRefundJob(
  app: FastifyInstance,
  database: Database,
  pollMs = REFUND_POLL_MS,
): void {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sendUnsentRefunds(app, database)
      .then((tried) => {
        if (tried) app.log.info({ tried }, 'unsent refunds handed to the provider');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'refund run failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, pollMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
