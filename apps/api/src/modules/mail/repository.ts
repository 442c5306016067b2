// SQL of the e-mail outbox. An e-mail is claimed by one sender at a time (SKIP LOCKED, then a
// lease in locked_until), and only the sender holding the claim records how it went.
import { and, asc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sameText } from '../../db/same-text.ts';
import { outboxEmails } from '../../db/schema/mail.ts';

export type OutboxRow = typeof outboxEmails.$inferSelect;
export type NewOutboxRow = typeof outboxEmails.$inferInsert;

/** One INSERT for any number of e-mails. */
export async function insertEmails(ex: Executor, rows: NewOutboxRow[]) {
  if (rows.length === 0) return;
  await ex.insert(outboxEmails).values(rows);
}

/**
 * One INSERT ... SELECT of mass account e-mails of one kind (`bulk`: sent after every other due
 * e-mail): `rows` is a query answering `recipient` and `data` (jsonb); `ctes` are common table
 * expressions it reads, which may themselves write (e.g. the caller's record of what was sent),
 * so everything is one statement. The e-mails are sent from `dueAt` (default `now`). Addresses
 * under `.invalid` are skipped. Answers how many e-mails were queued.
 */
export async function insertEmailsFrom(
  ex: Executor,
  {
    kind,
    now,
    dueAt = now,
    ctes,
    rows,
  }: { kind: string; now: Date; dueAt?: Date; ctes?: SQL; rows: SQL },
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = sql`${dueAt.toISOString()}::timestamptz`;
  const { rows: counted } = (await ex.execute(sql`
    WITH ${ctes ? sql`${ctes}, ` : sql``}source AS (${rows}),
    queued AS (
      INSERT INTO ${outboxEmails} (kind, order_id, recipient, data, created_at, next_attempt_at, bulk)
      SELECT ${kind}, NULL, source.recipient, source.data, ${at}, ${due}, true
        FROM source
       WHERE source.recipient IS NOT NULL AND lower(source.recipient) NOT LIKE '%.invalid'
      RETURNING 1
    )
    SELECT count(*)::integer AS n FROM queued`)) as unknown as { rows: { n: number }[] };
  return Number(counted[0]?.n ?? 0);
}

/**
 * Claims the most overdue unsent e-mail no other sender holds, until `lockedUntil`; counts the
 * attempt. Mass e-mails (`bulk`) come after all others, so a drop's thousands of reminders never
 * hold back an order confirmation. Rows another sender is claiming this instant are skipped, not
 * waited for.
 */
export async function claimDue(
  ex: Executor,
  now: Date,
  lockedUntil: Date,
  claimToken: string,
): Promise<OutboxRow | undefined> {
  const due = ex
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        isNull(outboxEmails.sentAt),
        lte(outboxEmails.nextAttemptAt, now),
        or(isNull(outboxEmails.lockedUntil), lte(outboxEmails.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outboxEmails.bulk), asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await ex
    .update(outboxEmails)
    .set({ attempts: sql`${outboxEmails.attempts} + 1`, lockedUntil, claimToken })
    .where(sql`${outboxEmails.id} = (${due})`)
    .returning();
  return row;
}

/** Records the outcome of a claimed attempt; false when the claim was lost meanwhile. */
export async function settleClaim(
  ex: Executor,
  claim: { id: number; claimToken: string },
  fields: Pick<NewOutboxRow, 'sentAt' | 'lastError' | 'nextAttemptAt' | 'data' | 'attempts'>,
): Promise<boolean> {
  const rows = await ex
    .update(outboxEmails)
    .set({ ...fields, lockedUntil: null, claimToken: null })
    .where(and(eq(outboxEmails.id, claim.id), eq(outboxEmails.claimToken, claim.claimToken)))
    .returning({ id: outboxEmails.id });
  return rows.length > 0;
}

/** Takes a claimed e-mail out of the outbox unsent (its kind found it no longer needed). */
export async function deleteClaimed(ex: Executor, claim: { id: number; claimToken: string }) {
  await ex
    .delete(outboxEmails)
    .where(and(eq(outboxEmails.id, claim.id), eq(outboxEmails.claimToken, claim.claimToken)));
}

/**
 * Account deletion: the address leaves the outbox's log; e-mails not yet sent are given up
 * (left for staff with the reason), since nobody is left to receive them.
 */
export async function replaceRecipient(
  ex: Executor,
  email: string,
  replacement: string,
  reason: string,
) {
  await ex
    .update(outboxEmails)
    .set({
      recipient: replacement,
      nextAttemptAt: sql`CASE WHEN ${outboxEmails.sentAt} IS NULL THEN NULL ELSE ${outboxEmails.nextAttemptAt} END`,
      lastError: sql`CASE WHEN ${outboxEmails.sentAt} IS NULL THEN ${reason} ELSE ${outboxEmails.lastError} END`,
      data: sql`CASE WHEN ${outboxEmails.sentAt} IS NULL THEN '{}'::jsonb ELSE ${outboxEmails.data} END`,
    })
    .where(eq(outboxEmails.recipient, email));
}

/** E-mails of one kind about one thing: `about` is part of their data, e.g. `{ dropId: 3 }`. */
export interface EmailsAbout {
  kind: string;
  about: Record<string, number>;
}

const unsentAbout = ({ kind, about }: EmailsAbout) =>
  and(
    eq(outboxEmails.kind, kind),
    isNull(outboxEmails.sentAt),
    sql`${outboxEmails.data} @> ${JSON.stringify(about)}::jsonb`,
  );

/**
 * Takes back the address's e-mails queued ahead and not due yet (due after `now`, so no sender
 * holds them); the address is compared without case.
 */
export async function deleteNotDue(
  ex: Executor,
  emails: EmailsAbout,
  { recipient, now }: { recipient: string; now: Date },
) {
  await ex
    .delete(outboxEmails)
    .where(
      and(
        unsentAbout(emails),
        sameText(outboxEmails.recipient, recipient),
        gt(outboxEmails.nextAttemptAt, now),
      ),
    );
}

/** Brings e-mails queued ahead, not tried yet and due later than `dueAt`, forward to it. */
export async function bringForward(ex: Executor, emails: EmailsAbout, dueAt: Date) {
  await ex
    .update(outboxEmails)
    .set({ nextAttemptAt: dueAt })
    .where(
      and(unsentAbout(emails), eq(outboxEmails.attempts, 0), gt(outboxEmails.nextAttemptAt, dueAt)),
    );
}

/** E-mails waiting to go out (due now or later, not given up), and the oldest one's queueing. */
export async function outboxBacklog(ex: Executor) {
  const [row] = await ex
    .select({
      waiting: sql<number>`count(*) FILTER (WHERE ${outboxEmails.nextAttemptAt} IS NOT NULL)::int`,
      givenUp: sql<number>`count(*) FILTER (WHERE ${outboxEmails.nextAttemptAt} IS NULL)::int`,
      oldest: sql<
        string | null
      >`min(${outboxEmails.createdAt}) FILTER (WHERE ${outboxEmails.nextAttemptAt} IS NOT NULL)`,
    })
    .from(outboxEmails)
    .where(isNull(outboxEmails.sentAt));
  return {
    waiting: row?.waiting ?? 0,
    givenUp: row?.givenUp ?? 0,
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
}
