// Drop reminders, „Przypomnij mi” (docs/product-rules.md, "Przypomnij mi"): an upcoming drop's
// page lets a logged-in shopper ask for one e-mail when the drop opens (confirmed at once, with
// the account's address), and anyone else give an address, confirmed by a single-use link
// (until the opening, at most 7 days; only the token's SHA-256 is kept; a new link at most
// every 10 minutes; the answer never tells whether the address was known). Five minutes before
// the opening (for a drop with a lobby: before the lobby opens, see remindAt) the job
// (jobs/drop-reminders.ts) queues every confirmed reminder's DROP_OPENED e-mail, due then, in one
// INSERT ... SELECT, in one transaction with the drop's round
// record: the opening itself writes nothing. A reminder confirmed or cancelled after the round
// adds or takes back its own e-mail.
import type { ConfirmedDropReminder, DropReminder } from '@shop/shared/reminders';
import type { Clock } from '../../clock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { hashLinkToken, linkGone, newLinkToken } from '../../http/link-tokens.ts';
import { accountOf } from '../auth/index.ts';
import { findDropRow, listDropTimes } from '../drops/index.ts';
import {
  bringQueuedEmailsForward,
  queueAccountEmail,
  queueAccountEmailsFrom,
  withdrawQueuedEmails,
} from '../mail/index.ts';
import * as repo from './repository.ts';

export const CONFIRM_LINK_MS = 7 * 24 * 60 * 60_000;
/** An unconfirmed address gets a new link at most this often (no inbox is flooded). */
export const RESEND_AFTER_MS = 10 * 60_000;
/** A drop that started longer ago than this gets no reminders any more (e.g. after an outage). */
export const REMIND_WITHIN_MS = 24 * 60 * 60_000;
/**
 * A drop's opening e-mails are queued this long before it, due at the opening: the thousands of
 * rows are written before the shoppers arrive, not amid them.
 */
export const QUEUE_AHEAD_MS = 5 * 60_000;

const opened = (dropId: number) => ({ kind: 'DROP_OPENED' as const, about: { dropId } });
const dueAt = (remindAt: Date, now: Date) => new Date(Math.max(remindAt.getTime(), now.getTime()));

/**
 * When a drop's reminder is due: at its opening, or for a drop with a lobby when the lobby opens
 * (LOBBY_OPENS_MINUTES before the start): those who join before the start are drawn, so a
 * reminder at the start would put the shopper who trusted it at the back of the line.
 */
export const remindAt = (drop: { dropTime: Date; lobby: boolean }, lobbyOpensBeforeMs: number) =>
  new Date(drop.dropTime.getTime() - (drop.lobby ? lobbyOpensBeforeMs : 0));

/** A reminder confirmed after its drop's round gets its own e-mail, due at the opening. */
async function queueIfRoundDone(
  deps: ReminderDeps,
  tx: Executor,
  drop: { id: number; dropTime: Date; lobby: boolean },
  email: string,
  now: Date,
) {
  await repo.lockDropReminders(tx, drop.id, 'change');
  if (!(await repo.hasRound(tx, drop.id))) return;
  await queueAccountEmailsFrom(tx, {
    kind: 'DROP_OPENED',
    now,
    dueAt: dueAt(remindAt(drop, deps.lobbyOpensBeforeMs), now),
    rows: repo.confirmedRecipientsSql(drop.id, deps.lobbyOpensBeforeMs, email),
  });
}

export interface ReminderDeps {
  db: Db;
  clock: Clock;
  /** LOBBY_OPENS_MINUTES: a lobby drop's reminder is due this long before its start. */
  lobbyOpensBeforeMs: number;
}

/** The drop, if it has not started yet: 404 when absent, 409 once it has started. */
async function upcomingDrop(ex: Executor, dropId: number, now: Date) {
  const drop = await findDropRow(ex, dropId);
  if (!drop) throw notFound('Nie znaleziono kolekcji');
  if (drop.dropTime.getTime() <= now.getTime()) {
    throw conflict(
      'DropStartedException',
      'Kolekcja jest już otwarta: przypomnienie nie jest potrzebne',
    );
  }
  return drop;
}

/** A logged-in shopper's „Przypomnij mi”: confirmed at once, with the account's address. */
export async function remindAccount(
  deps: ReminderDeps,
  dropId: number,
  userId: number,
): Promise<DropReminder> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const drop = await upcomingDrop(tx, dropId, now);
    const { email } = await accountOf(tx, userId);
    const row = await repo.insertAndLock(tx, { dropId, email, now });
    await repo.confirmForAccount(tx, row, { userId, now });
    if (!row.confirmedAt) await queueIfRoundDone(deps, tx, drop, email, now);
  });
  return { reminded: true };
}

/**
 * „Przypomnij mi” with an address: stored unconfirmed, and a confirmation link e-mailed (unless
 * it is confirmed already or a link went out in the last 10 minutes). Same answer either way.
 */
export async function remindAddress(
  deps: ReminderDeps,
  dropId: number,
  email: string,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const drop = await upcomingDrop(tx, dropId, now);
    const row = await repo.insertAndLock(tx, { dropId, email, now });
    if (row.confirmedAt) return;
    if (row.confirmSentAt && now.getTime() - row.confirmSentAt.getTime() < RESEND_AFTER_MS) return;
    const confirmToken = newLinkToken();
    await repo.setConfirmLink(tx, row.id, {
      tokenHash: hashLinkToken(confirmToken),
      sentAt: now,
      expiresAt: new Date(Math.min(now.getTime() + CONFIRM_LINK_MS, drop.dropTime.getTime())),
    });
    await queueAccountEmail(tx, {
      kind: 'DROP_REMINDER_CONFIRM',
      to: row.email,
      now,
      data: { dropId, confirmToken },
    });
  });
}

/**
 * Opens the confirmation link: 400 in Polish when it expired, was used or never existed, or the
 * drop has opened meanwhile (staff may move a start earlier than the link's end).
 */
export async function confirmReminder(
  deps: ReminderDeps,
  token: string,
): Promise<ConfirmedDropReminder> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await repo.confirmByToken(tx, hashLinkToken(token), now);
    const drop = row && (await findDropRow(tx, row.dropId));
    if (!drop || drop.dropTime.getTime() <= now.getTime()) throw linkGone();
    await queueIfRoundDone(deps, tx, drop, row.email, now);
    return { dropName: drop.name, dropSlug: drop.slug };
  });
}

/** Whether the logged-in shopper has a (confirmed) reminder for the drop. */
export async function reminderOf(db: Db, dropId: number, userId: number): Promise<DropReminder> {
  const { email } = await accountOf(db, userId);
  return { reminded: (await repo.findConfirmed(db, dropId, email)) !== undefined };
}

/** „Nie przypominaj”: the shopper's reminder for the drop goes, with its e-mail if queued. */
export async function cancelReminder(deps: ReminderDeps, dropId: number, userId: number) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { email } = await accountOf(tx, userId);
    await repo.lockDropReminders(tx, dropId, 'change');
    await repo.deleteFor(tx, dropId, email);
    await withdrawQueuedEmails(tx, opened(dropId), { recipient: email, now });
  });
}

/**
 * One round before the openings: for each drop that starts within QUEUE_AHEAD_MS (or started
 * within the last day) and had no round yet, one transaction records the round and queues a
 * DROP_OPENED e-mail for every confirmed reminder (one INSERT ... SELECT), due at the opening.
 * E-mails of a drop whose start was moved earlier after its round are brought forward to it
 * while it is within QUEUE_AHEAD_MS either side of now (one moved later is held back by the
 * sender, jobs/outbox.ts). Reads drops without locking
 * them: the opening's readers and orders never wait on it. Answers the drops queued and how
 * many e-mails each.
 */
export async function queueUpcomingDropReminders(
  deps: ReminderDeps,
): Promise<{ dropId: number; emails: number }[]> {
  const now = deps.clock.now();
  const soon = (await listDropTimes(deps.db))
    .map((drop) => ({ ...drop, remindAt: remindAt(drop, deps.lobbyOpensBeforeMs) }))
    .filter(({ remindAt: at }) => {
      const until = at.getTime() - now.getTime();
      return until <= QUEUE_AHEAD_MS && -until < REMIND_WITHIN_MS;
    });
  const done = await repo.queuedDropIds(
    deps.db,
    soon.map(({ id }) => id),
  );
  const queued: { dropId: number; emails: number }[] = [];
  for (const { id: dropId, remindAt: at } of soon) {
    if (done.has(dropId)) {
      if (Math.abs(at.getTime() - now.getTime()) <= QUEUE_AHEAD_MS) {
        await bringQueuedEmailsForward(deps.db, opened(dropId), dueAt(at, now));
      }
      continue;
    }
    const emails = await deps.db.transaction(async (tx) => {
      await repo.lockDropReminders(tx, dropId, 'round');
      if (!(await repo.insertRound(tx, dropId, now))) return null;
      const count = await queueAccountEmailsFrom(tx, {
        kind: 'DROP_OPENED',
        now,
        dueAt: dueAt(at, now),
        rows: repo.confirmedRecipientsSql(dropId, deps.lobbyOpensBeforeMs),
      });
      await repo.setRoundEmails(tx, dropId, count);
      return count;
    });
    if (emails !== null) queued.push({ dropId, emails });
  }
  return queued;
}

/** The data export's part (docs/privacy.md): the account's reminders. */
export async function exportRemindersOf(ex: Executor, userId: number, email: string) {
  const rows = await repo.remindersOf(ex, userId, email);
  return rows.map((row) => ({
    dropId: row.dropId,
    email: row.email,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Account deletion: the account's reminders (made logged in, or for its address) go. */
export async function eraseRemindersOf(ex: Executor, userId: number, email: string) {
  await repo.deleteRemindersOf(ex, userId, email);
}

/** The accounts reminded of the drop, as SQL for one INSERT ... SELECT (modules/alarms). */
export const remindedAccountsSql = repo.remindedAccountsSql;
/** Which of these accounts still have the drop's reminder (one cancelled takes its alarms). */
export const remindedAccounts = repo.remindedAccounts;
