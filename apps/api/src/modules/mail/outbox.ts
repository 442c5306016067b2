// Sends the outbox's due e-mails: claims one at a time (several lanes at once), renders it by its
// kind's definition (kinds.ts: an order e-mail with its order as it is now, an account e-mail
// with the facts queued with it), hands it to the mailer and records the outcome. A failed
// attempt is tried again later (retry.ts); a sender that dies mid-way loses its claim when the
// lease ends, and the e-mail is sent by the next run. An account e-mail's data (a reset token) is cleared once it is sent or
// given up, so no secret stays at rest (docs/e-mail.md).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { EmailRegistry, KsefMailSettings } from './kinds.ts';
import { MAIL_CONNECTIONS, type Mailer } from './mailer.ts';
import * as repo from './repository.ts';
import { nextAttemptAt } from './retry.ts';
import type { MailContext } from './templates/layout.ts';

/** How long a claim lasts: far beyond one attempt (the mailer gives up within a minute). */
export const CLAIM_MS = 5 * 60_000;
/** E-mails sent at the same time by one sender. */
const LANES = MAIL_CONNECTIONS;
/**
 * E-mails one round sends at most; the rest wait for the next round (2 s later). A drop's
 * thousands of reminders are then sent over several rounds, and the server, which waits for the
 * running round when it stops, stops within seconds.
 */
export const ROUND_LIMIT = 200;

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  context: MailContext;
  ksef: KsefMailSettings;
}

export interface SendReport {
  sent: number;
  failed: number;
  /** Put off by the facts: see NotDueYet. */
  deferred: number;
  /** Taken out unsent by the facts: see NoLongerNeeded. */
  withdrawn: number;
}

/**
 * Thrown by an e-mail kind's load when the e-mail must not go before `dueAt` (a drop's opening reminder
 * whose start was moved later after it was queued): it waits until then, and the attempt does
 * not count.
 */
export class NotDueYet extends Error {
  constructor(readonly dueAt: Date) {
    super(`not due before ${dueAt.toISOString()}`);
  }
}

/**
 * Thrown by an e-mail kind's load when the facts made the e-mail pointless before it went (a
 * reminder to pay for an order paid meanwhile): it is taken out of the outbox unsent.
 */
export class NoLongerNeeded extends Error {
  constructor(readonly reason: string) {
    super(`no longer needed: ${reason}`);
  }
}

const describeError = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown };
  const text = typeof e.message === 'string' ? e.message : String(error);
  return (typeof e.code === 'string' ? `${e.code}: ${text}` : text).slice(0, 1000);
};

async function sendOne(deps: OutboxDeps, kinds: EmailRegistry): Promise<keyof SendReport | null> {
  const { db, clock, log } = deps;
  const now = clock.now();
  const claimToken = randomUUID();
  const row = await repo.claimDue(db, now, new Date(now.getTime() + CLAIM_MS), claimToken);
  if (!row) return null;
  const claim = { id: row.id, claimToken };
  const about = { emailId: row.id, kind: row.kind, orderId: row.orderId, attempts: row.attempts };
  const definition = kinds.get(row.kind);
  // Once an account e-mail is sent or given up, its secret is no longer needed.
  const forget = definition?.about === 'account' ? { data: {} } : {};
  try {
    if (!definition) throw new Error(`no definition of the e-mail kind ${row.kind}`);
    const email = { kind: row.kind, orderId: row.orderId, data: row.data };
    const message = await definition.send(email, { db, clock, ksef: deps.ksef }, deps.context);
    await deps.mailer.send({ to: row.recipient, ...message });
  } catch (error) {
    if (error instanceof NoLongerNeeded) {
      await repo.deleteClaimed(db, claim);
      log.info({ ...about, reason: error.reason }, 'e-mail no longer needed: not sent');
      return 'withdrawn';
    }
    if (error instanceof NotDueYet) {
      await repo.settleClaim(db, claim, { nextAttemptAt: error.dueAt, attempts: row.attempts - 1 });
      return 'deferred';
    }
    const next = nextAttemptAt(row.attempts, clock.now());
    await repo.settleClaim(db, claim, {
      lastError: describeError(error),
      nextAttemptAt: next,
      ...(next ? {} : forget),
    });
    if (next) log.warn({ ...about, err: error, retryAt: next }, 'e-mail failed, will retry');
    else log.error({ ...about, err: error }, 'e-mail given up: left for staff');
    return 'failed';
  }
  const recorded = await repo.settleClaim(db, claim, {
    sentAt: clock.now(),
    lastError: null,
    ...forget,
  });
  if (!recorded) log.warn(about, 'e-mail sent after its claim ended: maybe sent twice');
  return 'sent';
}

/** Sends the e-mails due now, up to ROUND_LIMIT; answers how many went, failed or were put off. */
export async function sendDueEmails(deps: OutboxDeps, kinds: EmailRegistry): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0, deferred: 0, withdrawn: 0 };
  let started = 0;
  const lane = async () => {
    while (started < ROUND_LIMIT) {
      started += 1;
      const outcome = await sendOne(deps, kinds);
      if (!outcome) return;
      report[outcome] += 1;
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: LANES }, lane));
  const broken = lanes.find((lane) => lane.status === 'rejected');
  if (broken) throw broken.reason;
  return report;
}
