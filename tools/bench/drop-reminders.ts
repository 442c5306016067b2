// A drop's „Przypomnij mi” reminders for bench:drop --reminders: written straight into their
// table before the opening, and when the server's reminder job queued their e-mails.
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { DROP_REMINDERS_LOCK } from '../../apps/api/src/modules/reminders/repository.ts';
import { round } from './report.ts';

export function queuedWhen(afterSeconds: number | null): string {
  if (afterSeconds === null) return 'not at all';
  return afterSeconds < 0
    ? `${-afterSeconds} s before dropTime`
    : `+${afterSeconds} s after dropTime`;
}

/**
 * N confirmed drop reminders for the drop, written straight into its table (set-up). A round the
 * server's job ran for the drop before they were there (it opens within five minutes) is
 * forgotten in the same transaction, under the lock the job's rounds take, so the next round
 * queues them all (modules/reminders/repository.ts).
 */
export async function addReminders(databaseUrl: string, dropId: number, n: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [DROP_REMINDERS_LOCK, dropId]);
    await client.query(
      `INSERT INTO drop_reminders (drop_id, email, confirmed_at)
       SELECT $1, 'przypomnienie-' || n || '@bench.example', now()
         FROM generate_series(1, $2::integer) AS n`,
      [dropId, n],
    );
    await client.query('DELETE FROM drop_reminder_rounds WHERE drop_id = $1', [dropId]);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/**
 * When the server's reminder job queued the drop's DROP_OPENED e-mails (waiting up to 15 s after
 * dropTime for its round; negative: before dropTime), how many, how many of them are due at
 * dropTime, and how many the outbox job had sent.
 */
export async function remindersQueued(databaseUrl: string, dropId: number, dropTime: Date) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const read = async () =>
      (
        await client.query<{ queued_at: Date; emails: number }>(
          'SELECT queued_at, emails FROM drop_reminder_rounds WHERE drop_id = $1',
          [dropId],
        )
      ).rows[0];
    let row = await read();
    while (!row && Date.now() < dropTime.getTime() + 15_000) {
      await sleep(250);
      row = await read();
    }
    const { rows } = await client.query<{ sent: number; due_at_opening: number }>(
      `SELECT count(*) FILTER (WHERE sent_at IS NOT NULL)::integer AS sent,
              count(*) FILTER (WHERE next_attempt_at = $2 OR sent_at IS NOT NULL)::integer
                AS due_at_opening
         FROM outbox_emails
        WHERE kind = 'DROP_OPENED' AND data @> jsonb_build_object('dropId', $1::integer)`,
      [dropId, dropTime],
    );
    return {
      emails: row?.emails ?? 0,
      afterSeconds: row ? round((row.queued_at.getTime() - dropTime.getTime()) / 1000, 2) : null,
      dueAtOpening: rows[0]?.due_at_opening ?? 0,
      sent: rows[0]?.sent ?? 0,
    };
  } finally {
    await client.end();
  }
}
