// The e-mails of drop reminders (service.ts queues them): DROP_REMINDER_CONFIRM, the link an
// address without an account confirms with, and DROP_OPENED, queued ahead for the opening (for a
// drop with a lobby, for the lobby's opening) and held back when the start moves later. Both show the drop as it is when they are sent.
import { findDropRow } from '../drops/index.ts';
import { remindAt } from './service.ts';
import {
  defineEmail,
  NotDueYet,
  queuedNumber,
  queuedText,
  type LoadDeps,
  type QueuedEmail,
} from '../mail/index.ts';
import { dropOpenedEmail } from '../mail/index.ts';
import { dropReminderConfirmEmail, type ReminderDrop } from '../mail/index.ts';

async function dropOf(email: QueuedEmail, { db }: LoadDeps) {
  const dropId = queuedNumber(email, 'dropId');
  const drop = await findDropRow(db, dropId);
  if (!drop) throw new Error(`drop ${dropId} no longer exists`);
  return drop;
}

const about = (drop: { name: string; slug: string; dropTime: Date }): ReminderDrop => ({
  name: drop.name,
  slug: drop.slug,
  dropTime: drop.dropTime.toISOString(),
});

/** How long before the start a lobby drop's reminder is due, as queued (0 before issue 45). */
const lobbyOpensBeforeMs = (email: QueuedEmail) => {
  const value = (email.data as Record<string, unknown> | null)?.lobbyOpensBeforeMs;
  return typeof value === 'number' ? value : 0;
};

export const reminderEmails = [
  defineEmail({
    kind: 'DROP_REMINDER_CONFIRM',
    about: 'account',
    load: async (email, deps) => ({
      drop: about(await dropOf(email, deps)),
      confirmToken: queuedText(email, 'confirmToken'),
    }),
    render: dropReminderConfirmEmail,
  }),
  defineEmail({
    kind: 'DROP_OPENED',
    about: 'account',
    load: async (email, deps) => {
      const drop = await dropOf(email, deps);
      // Due at the opening, or when the lobby opens (remindAt in service.ts, with the lobby's
      // lead as queued): a start moved later holds it back.
      const due = remindAt(drop, lobbyOpensBeforeMs(email));
      if (due > deps.clock.now()) throw new NotDueYet(due);
      return {
        drop: about(drop),
        lobbyOpensAt: drop.lobby ? due.toISOString() : null,
      };
    },
    render: dropOpenedEmail,
  }),
];
