// Newsletter double opt-in (docs/product-rules.md, "Newsletter"): a sign-up stores the address
// unconfirmed and queues a confirmation e-mail with a single-use link valid for 7 days (only the
// token's SHA-256 is kept); opening it confirms the address. The answer to a sign-up never
// reveals whether the address was known. Every newsletter e-mail carries a stable unsubscribe
// token: an HMAC of the address with the server secret, kept here only as its SHA-256.
import { createHmac } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { hashLinkToken as sha256, linkGone, newLinkToken } from '../../http/link-tokens.ts';
import { queueAccountEmail } from '../mail/index.ts';
import * as repo from './repository.ts';

export const CONFIRM_LINK_MS = 7 * 24 * 60 * 60_000;
/** An unconfirmed address gets a new link at most this often (no inbox is flooded). */
export const RESEND_AFTER_MS = 10 * 60_000;

export interface NewsletterDeps {
  db: Db;
  clock: Clock;
  /** The server secret the unsubscribe tokens are derived from. */
  secret: string;
}

const unsubscribeToken = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${email}`).digest('base64url');

export async function subscribe(deps: NewsletterDeps, email: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const unsubscribe = unsubscribeToken(deps.secret, email);
    await repo.insertNewsletterEmail(tx, email, sha256(unsubscribe));
    const row = await repo.lockNewsletterEmail(tx, email);
    if (!row || row.confirmedAt) return;
    if (row.confirmSentAt && now.getTime() - row.confirmSentAt.getTime() < RESEND_AFTER_MS) return;
    const confirmToken = newLinkToken();
    await repo.setConfirmLink(tx, email, {
      tokenHash: sha256(confirmToken),
      sentAt: now,
      expiresAt: new Date(now.getTime() + CONFIRM_LINK_MS),
      unsubscribeTokenHash: sha256(unsubscribe),
    });
    await queueAccountEmail(tx, {
      kind: 'NEWSLETTER_CONFIRM',
      to: email,
      now,
      data: { confirmToken, unsubscribeToken: unsubscribe },
    });
  });
}

/** Opens the confirmation link: 410 in Polish when it expired, was used or never existed. */
export async function confirm(deps: Omit<NewsletterDeps, 'secret'>, token: string) {
  if (!(await repo.confirmByToken(deps.db, sha256(token), deps.clock.now()))) throw linkGone();
}

/** The unsubscribe link (page or one-click): the address leaves the newsletter. */
export async function unsubscribeByToken(db: Db, token: string): Promise<void> {
  if (!(await repo.deleteByUnsubscribeToken(db, sha256(token)))) {
    throw badRequest('Ten adres został już wypisany z newslettera');
  }
}

/** Confirmed subscribers for the staff export, oldest confirmation first. */
export async function confirmedSubscribers(ex: Executor) {
  const rows = await repo.confirmedEmails(ex);
  return rows.map((row) => ({ email: row.email, confirmedAt: row.confirmedAt! }));
}

/** Whether (and since when) the address is signed up, for the data export (docs/privacy.md). */
export async function subscriptionOf(
  ex: Executor,
  email: string,
): Promise<{ subscribed: boolean; since: string | null }> {
  const row = await repo.findNewsletterEmail(ex, email);
  return { subscribed: row !== undefined, since: row?.createdAt.toISOString() ?? null };
}

/** Account deletion: the address leaves the newsletter. */
export async function unsubscribe(ex: Executor, email: string): Promise<void> {
  await repo.deleteNewsletterEmail(ex, email);
}
