// SQL for newsletter sign-ups.
import type { Executor } from '../../db/client.ts';
import { newsletterEmails } from '../../db/schema/newsletter.ts';

/** Stores the address once; a repeat is silently ignored. */
export async function insertNewsletterEmail(ex: Executor, email: string) {
  await ex.insert(newsletterEmails).values({ email }).onConflictDoNothing();
}
