// Sends the outbox's due e-mails: claims one at a time (several lanes at once), renders it with
// the facts of its order as they are now (or, for an account e-mail, the facts queued with it),
// hands it to the mailer and records the outcome. A failed attempt is tried again later
// (retry.ts); a sender that dies mid-way loses its claim when the lease ends, and the e-mail is
// sent by the next run. An account e-mail's data (a reset token) is cleared once it is sent or
// given up, so no secret stays at rest (docs/e-mail.md).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { ACCOUNT_EMAIL_KINDS, type EmailData, type EmailKind } from '../../db/schema/mail.ts';
import type { Mailer } from './mailer.ts';
import * as repo from './repository.ts';
import { nextAttemptAt } from './retry.ts';
import { renderEmail, type EmailFacts, type MailContext } from './templates/index.ts';

/** How long a claim lasts: far beyond one attempt (the mailer gives up within a minute). */
export const CLAIM_MS = 5 * 60_000;
/** E-mails sent at the same time by one sender. */
const LANES = 4;
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
}

/** An e-mail as the sender's caller reads its facts. */
export interface QueuedEmail {
  kind: EmailKind;
  /** null for an account e-mail, or when the order no longer exists. */
  orderId: number | null;
  data: EmailData;
}

/** Reads what the template needs (the order now, the invoice's PDF, the queued facts). */
export type LoadFacts = (email: QueuedEmail) => Promise<EmailFacts>;

const isAccountEmail = (kind: EmailKind) =>
  (ACCOUNT_EMAIL_KINDS as readonly string[]).includes(kind);

export interface SendReport {
  sent: number;
  failed: number;
  /** Put off by the facts: see NotDueYet. */
  deferred: number;
}

/**
 * Thrown by LoadFacts when the e-mail must not go before `dueAt` (a drop's opening reminder
 * whose start was moved later after it was queued): it waits until then, and the attempt does
 * not count.
 */
export class NotDueYet extends Error {
  constructor(readonly dueAt: Date) {
    super(`not due before ${dueAt.toISOString()}`);
  }
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
  // Once an account e-mail is sent or given up, its secret is no longer needed.
  const forget = isAccountEmail(row.kind) ? { data: {} } : {};
  try {
    const facts = await load({ kind: row.kind, orderId: row.orderId, data: row.data });
    await deps.mailer.send({ to: row.recipient, ...renderEmail(facts, deps.context) });
  } catch (error) {
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
export async function sendDueEmails(deps: OutboxDeps, load: LoadFacts): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0, deferred: 0 };
  let started = 0;
  const lane = async () => {
    while (started < ROUND_LIMIT) {
      started += 1;
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
