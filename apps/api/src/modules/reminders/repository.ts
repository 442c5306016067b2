// SQL for drop reminders and the record of started drops whose reminders were queued.
import { and, asc, eq, gt, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sameText } from '../../db/same-text.ts';
import { dropReminderRounds, dropReminders } from '../../db/schema/reminders.ts';

export type DropReminderRow = typeof dropReminders.$inferSelect;

const sameAddress = (email: string) => sameText(dropReminders.email, email);

/** A logged-in shopper's reminder (the row from insertAndLock): confirmed, no link pending. */
export async function confirmForAccount(
  ex: Executor,
  row: DropReminderRow,
  { userId, now }: { userId: number; now: Date },
) {
  await ex
    .update(dropReminders)
    .set({
      userId,
      confirmedAt: row.confirmedAt ?? now,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(eq(dropReminders.id, row.id));
}

/**
 * Stores the address's reminder (unconfirmed) once, then answers it, locked for the rest of the
 * transaction: the no-op update on a conflict locks an existing row, even one another
 * transaction is changing or deleting at that moment.
 */
export async function insertAndLock(
  ex: Executor,
  row: { dropId: number; email: string; now: Date },
): Promise<DropReminderRow> {
  const at = sql`${row.now.toISOString()}::timestamptz`;
  const { rows } = (await ex.execute(sql`
    INSERT INTO ${dropReminders} (drop_id, email, created_at)
    VALUES (${row.dropId}, ${row.email}, ${at})
    ON CONFLICT (drop_id, lower(email)) DO UPDATE SET email = ${dropReminders.email}
    RETURNING id`)) as unknown as { rows: { id: number }[] };
  const [locked] = await ex.select().from(dropReminders).where(eq(dropReminders.id, rows[0]!.id));
  return locked!;
}

export async function setConfirmLink(
  ex: Executor,
  id: number,
  link: { tokenHash: string; sentAt: Date; expiresAt: Date },
) {
  await ex
    .update(dropReminders)
    .set({
      confirmTokenHash: link.tokenHash,
      confirmSentAt: link.sentAt,
      confirmExpiresAt: link.expiresAt,
    })
    .where(eq(dropReminders.id, id));
}

/** Confirms the reminder whose unexpired link has this token; answers its drop and address. */
export async function confirmByToken(ex: Executor, tokenHash: string, now: Date) {
  const [row] = await ex
    .update(dropReminders)
    .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(eq(dropReminders.confirmTokenHash, tokenHash), gt(dropReminders.confirmExpiresAt, now)),
    )
    .returning({ dropId: dropReminders.dropId, email: dropReminders.email });
  return row;
}

/** The confirmed reminder of the address for the drop, if any. */
export async function findConfirmed(ex: Executor, dropId: number, email: string) {
  const [row] = await ex
    .select({ id: dropReminders.id })
    .from(dropReminders)
    .where(
      and(
        eq(dropReminders.dropId, dropId),
        sameAddress(email),
        isNotNull(dropReminders.confirmedAt),
      ),
    );
  return row;
}

export async function deleteFor(ex: Executor, dropId: number, email: string) {
  await ex.delete(dropReminders).where(and(eq(dropReminders.dropId, dropId), sameAddress(email)));
}

/** The account's reminders: made while logged in, or for its address. */
const ofAccount = (userId: number, email: string) =>
  or(eq(dropReminders.userId, userId), sameAddress(email));

export function remindersOf(ex: Executor, userId: number, email: string) {
  return ex
    .select()
    .from(dropReminders)
    .where(ofAccount(userId, email))
    .orderBy(asc(dropReminders.createdAt), asc(dropReminders.id));
}

export async function deleteRemindersOf(ex: Executor, userId: number, email: string) {
  await ex.delete(dropReminders).where(ofAccount(userId, email));
}

// ---------------------------------------------------------------- the opening

/** Advisory lock namespace of a drop's reminders (jobs/one-replica.ts lists the numbers). */
export const DROP_REMINDERS_LOCK = 724_018;

/**
 * Orders the drop's reminder changes against its round, for the rest of the transaction: the
 * round takes it exclusively, a confirmation or cancellation shared. So a reminder confirmed or
 * cancelled while the round queues is either in the round's e-mails or sees the round done.
 */
export async function lockDropReminders(
  ex: Executor,
  dropId: number,
  mode: 'round' | 'change',
): Promise<void> {
  await ex.execute(
    mode === 'round'
      ? sql`SELECT pg_advisory_xact_lock(${DROP_REMINDERS_LOCK}, ${dropId})`
      : sql`SELECT pg_advisory_xact_lock_shared(${DROP_REMINDERS_LOCK}, ${dropId})`,
  );
}

export async function hasRound(ex: Executor, dropId: number): Promise<boolean> {
  return (await queuedDropIds(ex, [dropId])).has(dropId);
}

/** Which of these drops already had their reminders queued. */
export async function queuedDropIds(ex: Executor, dropIds: number[]): Promise<Set<number>> {
  if (dropIds.length === 0) return new Set();
  const rows = await ex
    .select({ dropId: dropReminderRounds.dropId })
    .from(dropReminderRounds)
    .where(inArray(dropReminderRounds.dropId, dropIds));
  return new Set(rows.map((row) => row.dropId));
}

/** Claims the drop's round (false when it was queued already). */
export async function insertRound(ex: Executor, dropId: number, now: Date): Promise<boolean> {
  const rows = await ex
    .insert(dropReminderRounds)
    .values({ dropId, queuedAt: now, emails: 0 })
    .onConflictDoNothing()
    .returning({ dropId: dropReminderRounds.dropId });
  return rows.length > 0;
}

export async function setRoundEmails(ex: Executor, dropId: number, emails: number) {
  await ex.update(dropReminderRounds).set({ emails }).where(eq(dropReminderRounds.dropId, dropId));
}

/**
 * The drop's confirmed reminders (or the one of `email`) as e-mail rows (`recipient`, `data`)
 * for one INSERT ... SELECT.
 */
export function confirmedRecipientsSql(
  dropId: number,
  lobbyOpensBeforeMs: number,
  email?: string,
): SQL {
  return sql`SELECT ${dropReminders.email} AS recipient,
      jsonb_build_object('dropId', ${dropReminders.dropId},
        'lobbyOpensBeforeMs', ${lobbyOpensBeforeMs}::integer) AS data
    FROM ${dropReminders}
   WHERE ${dropReminders.dropId} = ${dropId} AND ${dropReminders.confirmedAt} IS NOT NULL
     ${email === undefined ? sql`` : sql`AND ${sameAddress(email)}`}`;
}

/**
 * The accounts with a confirmed reminder of the drop (`user_id`), for the drop alarms' one
 * INSERT ... SELECT (modules/alarms): push and SMS go to accounts, e-mail to addresses.
 */
export function remindedAccountsSql(dropId: number): SQL {
  return sql`SELECT DISTINCT ${dropReminders.userId} AS user_id FROM ${dropReminders}
   WHERE ${dropReminders.dropId} = ${dropId} AND ${dropReminders.confirmedAt} IS NOT NULL
     AND ${dropReminders.userId} IS NOT NULL`;
}

/** Which of these accounts still have a confirmed reminder of the drop. */
export async function remindedAccounts(
  ex: Executor,
  dropId: number,
  userIds: number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await ex
    .select({ userId: dropReminders.userId })
    .from(dropReminders)
    .where(
      and(
        eq(dropReminders.dropId, dropId),
        inArray(dropReminders.userId, userIds),
        isNotNull(dropReminders.confirmedAt),
      ),
    );
  return new Set(rows.map((row) => row.userId!));
}
