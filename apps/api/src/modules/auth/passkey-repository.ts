// SQL for passkeys, their ceremonies' challenges and the account's WebAuthn user handle.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passkeyChallenges, passkeys, users } from '../../db/schema/auth.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof passkeyChallenges.$inferSelect)['purpose'];

/** The account's user handle, made (32 random bytes, base64url) with its first passkey. */
export async function passkeyHandleOf(ex: Executor, userId: number): Promise<string> {
  const made = randomBytes(32).toString('base64url');
  const [row] = await ex
    .update(users)
    .set({ passkeyHandle: sql`coalesce(${users.passkeyHandle}, ${made})` })
    .where(eq(users.id, userId))
    .returning({ handle: users.passkeyHandle });
  return row!.handle!;
}

/** Keeps a challenge until `expiresAt`; the expired ones go on the way. */
export async function saveChallenge(
  ex: Executor,
  challenge: {
    challenge: string;
    purpose: ChallengePurpose;
    userId: number | null;
    expiresAt: Date;
  },
  now: Date,
) {
  await ex.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await ex.insert(passkeyChallenges).values(challenge);
}

/**
 * Uses a challenge up: answers whom it was made for (null for a sign-in), or undefined when it
 * is unknown, used already, expired or made for another ceremony.
 */
export async function takeChallenge(
  ex: Executor,
  challenge: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<{ userId: number | null } | undefined> {
  const [row] = await ex
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ userId: passkeyChallenges.userId });
  return row;
}

export function passkeysOf(ex: Executor, userId: number) {
  return ex
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** How many passkeys each of the accounts has (0 for one without). */
export async function passkeyCounts(ex: Executor, userIds: number[]) {
  const counts = new Map<number, number>();
  if (userIds.length === 0) return counts;
  const rows = await ex
    .select({ userId: passkeys.userId, count: count() })
    .from(passkeys)
    .where(inArray(passkeys.userId, userIds))
    .groupBy(passkeys.userId);
  for (const row of rows) counts.set(row.userId, row.count);
  return counts;
}

export async function findPasskey(ex: Executor, credentialId: string) {
  const [row] = await ex.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/** Undefined when the credential is already registered (to any account). */
export async function insertPasskey(ex: Executor, values: typeof passkeys.$inferInsert) {
  const [row] = await ex.insert(passkeys).values(values).onConflictDoNothing().returning();
  return row;
}

export async function renamePasskey(ex: Executor, userId: number, id: number, name: string) {
  const [row] = await ex
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

export async function deletePasskey(ex: Executor, userId: number, id: number) {
  const [row] = await ex
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return row;
}

export async function deletePasskeysOf(ex: Executor, userId: number) {
  await ex.delete(passkeys).where(eq(passkeys.userId, userId));
}

/**
 * A sign-in with the passkey: its new counter and when. False when another sign-in moved the
 * counter meanwhile (the same signature counted twice, or a cloned authenticator).
 */
export async function passkeyUsed(
  ex: Executor,
  key: PasskeyRow,
  used: { counter: number; backedUp: boolean; at: Date },
): Promise<boolean> {
  const rows = await ex
    .update(passkeys)
    .set({ counter: used.counter, backedUp: used.backedUp, lastUsedAt: used.at })
    .where(and(eq(passkeys.id, key.id), eq(passkeys.counter, key.counter)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/** Whether the member signs in to the panel only with a passkey (the caller ends sessions). */
export async function setPasskeyRequired(ex: Executor, userId: number, required: boolean) {
  const [row] = await ex
    .update(users)
    .set({ passkeyRequired: required })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}
