// SQL for newsletter sign-ups.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newsletterEmails } from '../../db/schema/newsletter.ts';

/** Stores the address once; a repeat is silently ignored. */
export async function insertNewsletterEmail(ex: Executor, email: string) {
  await ex.insert(newsletterEmails).values({ email }).onConflictDoNothing();
}

export async function findNewsletterEmail(ex: Executor, email: string) {
  const [row] = await ex.select().from(newsletterEmails).where(eq(newsletterEmails.email, email));
  return row;
}

export async function deleteNewsletterEmail(ex: Executor, email: string): Promise<void> {
  await ex.delete(newsletterEmails).where(eq(newsletterEmails.email, email));
}
