// Newsletter sign-up: idempotent, and the answer never reveals whether the address was known.
import type { Db, Executor } from '../../db/client.ts';
import { deleteNewsletterEmail, findNewsletterEmail, insertNewsletterEmail } from './repository.ts';

export async function subscribe(db: Db, email: string): Promise<void> {
  await insertNewsletterEmail(db, email);
}

/** Whether (and since when) the address is signed up, for the data export (docs/privacy.md). */
export async function subscriptionOf(
  ex: Executor,
  email: string,
): Promise<{ subscribed: boolean; since: string | null }> {
  const row = await findNewsletterEmail(ex, email);
  return { subscribed: row !== undefined, since: row?.createdAt.toISOString() ?? null };
}

/** Account deletion: the address leaves the newsletter. */
export async function unsubscribe(ex: Executor, email: string): Promise<void> {
  await deleteNewsletterEmail(ex, email);
}
