// Consents per channel and the drop alarms' outbox. Owned by modules/alarms. Mirrors
// migrations/0059_drop_alarms.sql.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { timestamptz } from './columns.ts';

export const channelConsents = pgTable(
  'channel_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['push', 'sms'] }).notNull(),
    /** The words the shopper agreed to. */
    text: text('text').notNull(),
    givenAt: timestamptz('given_at').notNull(),
    withdrawnAt: timestamptz('withdrawn_at'),
  },
  (t) => [
    uniqueIndex('channel_consents_in_force_idx')
      .on(t.userId, t.channel)
      .where(sql`withdrawn_at IS NULL`),
  ],
);

export const dropAlarms = pgTable(
  'drop_alarms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dropId: integer('drop_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['push', 'sms'] }).notNull(),
    moment: text('moment', { enum: ['lobby', 'soon', 'opening'] }).notNull(),
    dueAt: timestamptz('due_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamptz('claimed_until'),
    sentAt: timestamptz('sent_at'),
    givenUpAt: timestamptz('given_up_at'),
    lastError: text('last_error'),
    /** SMSAPI's idx (with check_idx): a retry of this alarm is refused, never sent twice. */
    idx: text('idx')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
  },
  (t) => [
    uniqueIndex('drop_alarms_key').on(t.dropId, t.userId, t.channel, t.moment),
    index('drop_alarms_due_idx')
      .on(t.dueAt)
      .where(sql`sent_at IS NULL AND given_up_at IS NULL`),
  ],
);
