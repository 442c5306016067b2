// The drop alarms' outbox (docs/alarms.md): one row per drop, account, channel and moment,
// written in one INSERT ... SELECT for a drop's reminded accounts with the channel's consent in
// force; claimed for a while by a sender (FOR UPDATE SKIP LOCKED, so two never take one row),
// then marked sent, tried again later, or given up. Never sent twice.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AlarmChannel } from '@shop/shared/alarms';
import type { Executor } from '../../db/client.ts';
import { channelConsents, dropAlarms } from '../../db/schema/alarms.ts';

export type AlarmMoment = (typeof dropAlarms.moment.enumValues)[number];
export type DropAlarmRow = typeof dropAlarms.$inferSelect;

/**
 * Queues the drop's alarms at these moments for every account of `accountsSql` (a query with a
 * `user_id` column) by each channel it consented to. A row already queued and not yet sent takes
 * the moment's new time (a start moved). Answers how many rows were written.
 */
export async function queueDropAlarms(
  ex: Executor,
  drop: { dropId: number; accountsSql: SQL; moments: { moment: AlarmMoment; dueAt: Date }[] },
): Promise<number> {
  if (drop.moments.length === 0) return 0;
  const moments = sql.join(
    drop.moments.map(({ moment, dueAt }) => sql`(${moment}, ${dueAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const { rows } = (await ex.execute(sql`
    WITH written AS (
      INSERT INTO ${dropAlarms} (drop_id, user_id, channel, moment, due_at)
      SELECT ${drop.dropId}, accounts.user_id, consent.channel, m.moment, m.due_at
        FROM (${drop.accountsSql}) AS accounts
        JOIN ${channelConsents} AS consent
          ON consent.user_id = accounts.user_id AND consent.withdrawn_at IS NULL
       CROSS JOIN (VALUES ${moments}) AS m (moment, due_at)
      ON CONFLICT (drop_id, user_id, channel, moment) DO UPDATE SET due_at = EXCLUDED.due_at
       WHERE ${dropAlarms.sentAt} IS NULL AND ${dropAlarms.givenUpAt} IS NULL
         AND ${dropAlarms.dueAt} <> EXCLUDED.due_at
      RETURNING 1)
    SELECT count(*)::int AS written FROM written`)) as unknown as {
    rows: { written: number }[];
  };
  return rows[0]?.written ?? 0;
}

/**
 * Claims up to `limit` alarms due by `now` for `leaseMs` (a sender that dies loses its claim when
 * it ends): answers them, oldest due first.
 */
export async function claimDueAlarms(
  ex: Executor,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
): Promise<DropAlarmRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const until = sql`${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz`;
  const { rows } = (await ex.execute(sql`
    UPDATE ${dropAlarms} SET claimed_until = ${until}, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM ${dropAlarms}
        WHERE sent_at IS NULL AND given_up_at IS NULL AND due_at <= ${at}
          AND (claimed_until IS NULL OR claimed_until < ${at})
        ORDER BY due_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, drop_id AS "dropId", user_id AS "userId", channel, moment,
      due_at AS "dueAt", attempts, idx`)) as unknown as {
    rows: (Omit<DropAlarmRow, 'dueAt'> & { dueAt: string | Date })[];
  };
  return rows.map((row) => ({ ...row, dueAt: new Date(row.dueAt) }));
}

export async function markAlarmsSent(ex: Executor, ids: number[], now: Date) {
  if (ids.length === 0) return;
  await ex
    .update(dropAlarms)
    .set({ sentAt: now, claimedUntil: null, lastError: null })
    .where(inArray(dropAlarms.id, ids));
}

/** Tried again at `at` (a failure that may pass, or a start moved later). */
export async function retryAlarmAt(ex: Executor, id: number, at: Date, error: string | null) {
  await ex
    .update(dropAlarms)
    .set({ dueAt: at, claimedUntil: null, lastError: error })
    .where(eq(dropAlarms.id, id));
}

/** Not sent, and never will be (withdrawn, too late, refused): `reason` says why. */
export async function giveUpAlarms(ex: Executor, ids: number[], now: Date, reason: string) {
  if (ids.length === 0) return;
  await ex
    .update(dropAlarms)
    .set({ givenUpAt: now, claimedUntil: null, lastError: reason })
    .where(inArray(dropAlarms.id, ids));
}

/** The alarms of an account by a channel it turned off, not sent yet: they go. */
export async function dropPendingAlarms(ex: Executor, userId: number, channel?: AlarmChannel) {
  await ex
    .delete(dropAlarms)
    .where(
      and(
        eq(dropAlarms.userId, userId),
        channel ? eq(dropAlarms.channel, channel) : undefined,
        sql`${dropAlarms.sentAt} IS NULL`,
      ),
    );
}
