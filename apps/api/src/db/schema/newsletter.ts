// Newsletter sign-ups. Owned by modules/newsletter. Mirrors migrations/0001_accounts.sql and
// 0020 (double opt-in: docs/product-rules.md, "Newsletter").
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

export const newsletterEmails = pgTable('newsletter_emails', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
  /** null until the address's owner opened the confirmation link. */
  confirmedAt: timestamptz('confirmed_at'),
  /** SHA-256 of the pending confirmation link's token; null once used. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmExpiresAt: timestamptz('confirm_expires_at'),
  /** When the last confirmation link was sent (a new one at most every 10 minutes). */
  confirmSentAt: timestamptz('confirm_sent_at'),
  /** SHA-256 of the address's stable unsubscribe token. */
  unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
});
