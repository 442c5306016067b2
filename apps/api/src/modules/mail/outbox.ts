// Sends the outbox's due e-mails: claims one at a time (several lanes at once), renders it with
// the facts of its order as they are now, hands it to the mailer and records the outcome. A
// failed attempt is tried again later (retry.ts); a sender that dies mid-way loses its claim
// when the lease ends, and the e-mail is sent by the next run (docs/e-mail.md).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { OrderEmailData, OrderEmailKind } from '../../db/schema/mail.ts';
import type { Mailer } from './mailer.ts';
import * as repo from './repository.ts';
import { nextAttemptAt } from './retry.ts';
import { renderOrderEmail, type MailContext, type OrderEmailFacts } from './templates/index.ts';

/** How long a claim lasts: far beyond one attempt (the mailer gives up within a minute). */
export const CLAIM_MS = 5 * 60_000;
/** E-mails sent at the same time by one sender. */
const LANES = 4;

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  context: MailContext;
}

/** An e-mail as the sender's caller reads its facts. */
export interface QueuedEmail {
  kind: OrderEmailKind;
  orderId: number;
  data: OrderEmailData;
}

/** Reads what the template needs (the order now, the invoice's PDF). */
export type LoadFacts = (email: QueuedEmail) => Promise<OrderEmailFacts>;

export interface SendReport {
  sent: number;
  failed: number;
}

const describeError = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown };
  const text = typeof e.message === 'string' ? e.message : String(error);
  return (typeof e.code === 'string' ? `${e.code}: ${text}` : text).slice(0, 1000);
};

async function sendOne(deps: OutboxDeps, load: LoadFacts): Promise<keyof SendReport | null> {
  const { db, clock, log } = deps;
  const now = clock.now();
  const claimToken = randomUUID();
  const row = await repo.claimDue(db, now, new Date(now.getTime() + CLAIM_MS), claimToken);
  if (!row) return null;
  const claim = { id: row.id, claimToken };
  const about = { emailId: row.id, kind: row.kind, orderId: row.orderId, attempts: row.attempts };
  try {
    if (row.orderId === null) throw new Error('the order no longer exists');
    const facts = await load({ kind: row.kind, orderId: row.orderId, data: row.data });
    await deps.mailer.send({ to: row.recipient, ...renderOrderEmail(facts, deps.context) });
  } catch (error) {
    const next = nextAttemptAt(row.attempts, clock.now());
    await repo.settleClaim(db, claim, { lastError: describeError(error), nextAttemptAt: next });
    if (next) log.warn({ ...about, err: error, retryAt: next }, 'order e-mail failed, will retry');
    else log.error({ ...about, err: error }, 'order e-mail given up: left for staff');
    return 'failed';
  }
  const recorded = await repo.settleClaim(db, claim, { sentAt: clock.now(), lastError: null });
  if (!recorded) log.warn(about, 'order e-mail sent after its claim ended: maybe sent twice');
  return 'sent';
}

/** Sends every e-mail due now; answers how many went and how many failed. */
export async function sendDueEmails(deps: OutboxDeps, load: LoadFacts): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0 };
  const lane = async () => {
    for (;;) {
      const outcome = await sendOne(deps, load);
      if (!outcome) return;
      report[outcome] += 1;
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: LANES }, lane));
  const broken = lanes.find((lane) => lane.status === 'rejected');
  if (broken) throw broken.reason;
  return report;
}
