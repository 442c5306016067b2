// Drop reminders („Przypomnij mi”) and the record of which started drops had them queued.
// Owned by modules/reminders. Mirrors migrations/0024_reminders.sql; the rules are in
// docs/product-rules.md, "Przypomnij mi".
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';
import { drops } from './drops.ts';

export const dropReminders = pgTable(
  'drop_reminders',
  {
    id: serial('id').primaryKey(),
    dropId: integer('drop_id')
      .notNull()
      .references(() => drops.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The account that asked while logged in (confirmed at once); null for an address. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** null until the address's owner opened the confirmation link. */
    confirmedAt: timestamptz('confirmed_at'),
    /** SHA-256 of the pending confirmation link's token; null once used. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamptz('confirm_expires_at'),
    /** When the last confirmation link was sent (a new one at most every 10 minutes). */
    confirmSentAt: timestamptz('confirm_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('drop_reminders_drop_email_key').on(t.dropId, sql`lower(${t.email})`),
    index('drop_reminders_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    index('drop_reminders_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** A started drop whose reminders were queued (once), and how many. */
export const dropReminderRounds = pgTable('drop_reminder_rounds', {
  dropId: integer('drop_id')
    .primaryKey()
    .references(() => drops.id, { onDelete: 'cascade' }),
  queuedAt: timestamptz('queued_at').notNull(),
  emails: integer('emails').notNull(),
});
