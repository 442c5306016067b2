// Browsers' push subscriptions, one per device. Owned by modules/push. Mirrors
// migrations/0059_drop_alarms.sql.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { timestamptz } from './columns.ts';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (base64url), for the aes128gcm payload (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    /** The browser's 16-byte authentication secret (base64url). */
    auth: text('auth').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** Posted by the notification's „Wyłącz powiadomienia”: removes the device. */
    withdrawToken: text('withdraw_token')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    uniqueIndex('push_subscriptions_withdraw_token_idx').on(t.withdrawToken),
  ],
);
