// SQL for newsletter sign-ups.
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newsletterEmails } from '../../db/schema/newsletter.ts';

/** Stores the address (unconfirmed) once; a repeat is silently ignored. */
export async function insertNewsletterEmail(
  ex: Executor,
  email: string,
  unsubscribeTokenHash: string,
) {
  await ex.insert(newsletterEmails).values({ email, unsubscribeTokenHash }).onConflictDoNothing();
}

export async function findNewsletterEmail(ex: Executor, email: string) {
  const [row] = await ex.select().from(newsletterEmails).where(eq(newsletterEmails.email, email));
  return row;
}

/** The row, locked until the caller's transaction ends. */
export async function lockNewsletterEmail(ex: Executor, email: string) {
  const [row] = await ex
    .select()
    .from(newsletterEmails)
    .where(eq(newsletterEmails.email, email))
    .for('update');
  return row;
}

export async function setConfirmLink(
  ex: Executor,
  email: string,
  link: { tokenHash: string; sentAt: Date; expiresAt: Date; unsubscribeTokenHash: string },
) {
  await ex
    .update(newsletterEmails)
    .set({
      confirmTokenHash: link.tokenHash,
      confirmSentAt: link.sentAt,
      confirmExpiresAt: link.expiresAt,
      unsubscribeTokenHash: link.unsubscribeTokenHash,
    })
    .where(eq(newsletterEmails.email, email));
}

/** Confirms the address whose unexpired link has this token; answers whether one did. */
export async function confirmByToken(ex: Executor, tokenHash: string, now: Date) {
  const rows = await ex
    .update(newsletterEmails)
    .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsletterEmails.confirmTokenHash, tokenHash),
        gt(newsletterEmails.confirmExpiresAt, now),
      ),
    )
    .returning({ email: newsletterEmails.email });
  return rows.length > 0;
}

/** Removes the address whose unsubscribe token this is; answers whether one was there. */
export async function deleteByUnsubscribeToken(ex: Executor, tokenHash: string) {
  const rows = await ex
    .delete(newsletterEmails)
    .where(eq(newsletterEmails.unsubscribeTokenHash, tokenHash))
    .returning({ email: newsletterEmails.email });
  return rows.length > 0;
}

export async function deleteNewsletterEmail(ex: Executor, email: string): Promise<void> {
  await ex.delete(newsletterEmails).where(eq(newsletterEmails.email, email));
}

export function confirmedEmails(ex: Executor) {
  return ex
    .select({ email: newsletterEmails.email, confirmedAt: newsletterEmails.confirmedAt })
    .from(newsletterEmails)
    .where(isNotNull(newsletterEmails.confirmedAt))
    .orderBy(asc(newsletterEmails.confirmedAt), asc(newsletterEmails.email));
}
