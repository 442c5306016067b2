// Hands unsent refunds to the payment provider again (docs/refunds.md): a refund is sent right
// after the transaction that decided it, and when the provider could not be reached then, this
// job tries again with the same requestId after the back-off. One replica at a time
// (one-replica.ts; each refund's claim keeps even two from sending it twice). Started by
// runtime/start-up.ts; tests call sendUnsentRefunds directly.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { dispatchDueRefunds } from '../flows/refunding/settling.ts';
import { onOneReplica } from './one-replica.ts';
import { repeatEvery } from './repeat.ts';

/** How often due refunds are looked for (the back-off starts at 30 s). */
export const REFUND_POLL_MS = 15_000;
const REFUND_JOB_LOCK = 724_015;

/**
 * One run: every due refund, unless another replica is running (answers null then); else how
 * many refunds it tried.
 */
export function sendUnsentRefunds(
  app: FastifyInstance,
  database: Database,
): Promise<number | null> {
  return onOneReplica(database, REFUND_JOB_LOCK, () =>
    dispatchDueRefunds({ db: app.db, provider: app.payments, log: app.log, now: app.clock.now() }),
  );
}

export function startRefundJob(
  app: FastifyInstance,
  database: Database,
  pollMs = REFUND_POLL_MS,
): void {
  repeatEvery(app, pollMs, 'refund run failed', async () => {
    const tried = await sendUnsentRefunds(app, database);
    if (tried) app.log.info({ tried }, 'unsent refunds handed to the provider');
  });
}
