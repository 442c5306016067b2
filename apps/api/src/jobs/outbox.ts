// Sends the order and account e-mails of the outbox (modules/mail): a run every 2 s sends what
// is due, on one replica at a time (one-replica.ts; each e-mail's claim,
// modules/mail/repository.ts, keeps even two senders from sending it twice), and stops with the
// app. Each e-mail is read and rendered by its kind's definition (flows/emails.ts). Started by
// runtime/start-up.ts; tests call sendOutbox.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { emailKinds } from '../flows/emails.ts';
import { ROUND_LIMIT, sendDueEmails, type SendReport } from '../modules/mail/index.ts';
import { onOneReplica } from './one-replica.ts';
import { repeatEvery } from './repeat.ts';

/** How soon a queued e-mail goes out at the latest (and a due retry). */
export const OUTBOX_POLL_MS = 2_000;
/**
 * A run goes on with another round while the last one was full, for this long at most: a drop's
 * 10,000 reminders go in well under a minute (a round every two seconds sent 100 a second), and
 * a server asked to stop still waits only seconds for the run.
 */
export const OUTBOX_RUN_MS = 4_000;
const OUTBOX_JOB_LOCK = 724_016;

/** One run: every due e-mail, with the app's mailer and clock. */
export function sendOutbox(app: FastifyInstance): Promise<SendReport> {
  return sendDueEmails(
    {
      db: app.db,
      mailer: app.mailer,
      clock: app.clock,
      log: app.log,
      context: { shopUrl: app.config.publicUrl, operator: app.config.operator },
      ksef: { mode: app.config.ksef.mode, qr: app.config.ksef.qr },
    },
    emailKinds,
  );
}

export function startOutboxJob(
  app: FastifyInstance,
  database: Database,
  pollMs = OUTBOX_POLL_MS,
): void {
  repeatEvery(app, pollMs, 'e-mail run failed', async () => {
    const started = Date.now();
    for (;;) {
      const report = await onOneReplica(database, OUTBOX_JOB_LOCK, () => sendOutbox(app));
      const handled = report ? report.sent + report.failed + report.deferred + report.withdrawn : 0;
      if (handled > 0) app.log.info(report, 'e-mails sent');
      if (handled < ROUND_LIMIT || Date.now() - started >= OUTBOX_RUN_MS) return;
    }
  });
}
