// Newsletter sign-ups. Owned by modules/newsletter. Mirrors migrations/0001_accounts.sql.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const newsletterEmails = pgTable('newsletter_emails', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
