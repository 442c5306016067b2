// The phone each shopper confirmed for SMS alarms. Owned by modules/sms. Mirrors
// migrations/0059_drop_alarms.sql.
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { timestamptz } from './columns.ts';

export const smsPhones = pgTable(
  'sms_phones',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164 without the plus: 48 and nine digits. */
    phone: text('phone').notNull(),
    /** SHA-256 of the pending confirmation code; null once confirmed. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamptz('code_expires_at'),
    codeSentAt: timestamptz('code_sent_at'),
    codeTries: integer('code_tries').notNull().default(0),
    confirmedAt: timestamptz('confirmed_at'),
    /** Posted from each SMS's way-out link: turns SMS alarms off. */
    withdrawToken: text('withdraw_token')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
  },
  (t) => [uniqueIndex('sms_phones_withdraw_token_idx').on(t.withdrawToken)],
);
