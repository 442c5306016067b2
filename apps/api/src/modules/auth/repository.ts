// SQL for users, the failed-login log and password-reset links.
import {
  and,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Scope } from '@shop/shared/scopes';
import type { Executor } from '../../db/client.ts';
import { loginAttempts, passwordResets, users } from '../../db/schema/auth.ts';
import { containing } from '../../db/like.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(ex: Executor, email: string) {
  const [row] = await ex.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(ex: Executor, id: number) {
  const [row] = await ex.select().from(users).where(eq(users.id, id));
  return row;
}

/** Locks the user's row for the rest of the transaction; undefined when there is no such user. */
export async function lockUser(ex: Executor, id: number) {
  const [row] = await ex.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Inserts a new user; undefined when the e-mail is taken. */
export async function insertUser(
  ex: Executor,
  values: { email: string; phone: string | null; passwordHash: string; scopes: Scope[] },
) {
  const [row] = await ex.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Creates the account or replaces its password and scopes (an owner is switched on again);
 * `created` tells which happened.
 */
export async function upsertUser(
  ex: Executor,
  values: {
    email: string;
    phone: string | null;
    passwordHash: string;
    scopes: Scope[];
    owner: boolean;
  },
) {
  const [row] = await ex
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: users.email,
      // A new password or new scopes end the account's sessions.
      set: {
        passwordHash: values.passwordHash,
        scopes: values.scopes,
        owner: values.owner,
        ...(values.owner ? { deactivatedAt: null } : {}),
        sessionVersion: sql`users.session_version + 1`,
      },
    })
    // xmax is 0 only for a freshly inserted row version.
    .returning({ id: users.id, created: sql<boolean>`(xmax = 0)` });
  return row!;
}

export async function setPasswordHash(ex: Executor, id: number, passwordHash: string) {
  await ex.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** The account's session version; undefined when there is no such account. */
export async function findSessionVersion(ex: Executor, id: number): Promise<number | undefined> {
  const [row] = await ex
    .select({ version: users.sessionVersion })
    .from(users)
    .where(eq(users.id, id));
  return row?.version;
}

/** Raises the account's session version (ending its tokens) and answers the new one. */
export async function raiseSessionVersion(ex: Executor, id: number): Promise<number> {
  const [row] = await ex
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ version: users.sessionVersion });
  return row?.version ?? 0;
}

export async function insertLoginAttempt(
  ex: Executor,
  values: { email: string; ip: string; attemptedAt: Date },
) {
  const [row] = await ex.insert(loginAttempts).values(values).returning({ id: loginAttempts.id });
  return row!.id;
}

export async function countLoginAttempts(ex: Executor, email: string, ip: string, since: Date) {
  const recent = gt(loginAttempts.attemptedAt, since);
  const [[byEmail], [byIp]] = await Promise.all([
    ex
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), recent)),
    ex
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), recent)),
  ]);
  return { byEmail: byEmail?.n ?? 0, byIp: byIp?.n ?? 0 };
}

export async function deleteLoginAttempt(ex: Executor, id: number) {
  await ex.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

export async function deleteLoginAttemptsForEmail(ex: Executor, email: string) {
  await ex.delete(loginAttempts).where(eq(loginAttempts.email, email));
}

export async function deleteLoginAttemptsBefore(ex: Executor, before: Date) {
  await ex.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, before));
}

/**
 * Account deletion: the row stays (orders refer to it) with nothing personal left: a made-up
 * e-mail, no phone, no password that any input matches, no scopes, no passkey handle.
 */
export async function anonymiseUser(ex: Executor, id: number, email: string) {
  await ex
    .update(users)
    .set({ email, phone: null, passwordHash: '', scopes: [], passkeyHandle: null })
    .where(eq(users.id, id));
}

export async function insertPasswordReset(
  ex: Executor,
  values: {
    userId: number;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
    invitedBy?: string | null;
  },
) {
  await ex.insert(passwordResets).values(values);
}

/** A link (by its token's hash) that is neither used nor expired at `now`. */
const usableLink = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/** The account of an unused, unexpired reset link; undefined otherwise. */
export async function findUsableReset(ex: Executor, tokenHash: string, now: Date) {
  const [row] = await ex
    .select({ user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(usableLink(tokenHash, now));
  return row?.user;
}

/**
 * Marks the link used if it still works (one UPDATE: of two concurrent uses only one wins) and
 * answers its account's id; undefined when it was used, voided, expired or never existed.
 */
export async function useReset(ex: Executor, tokenHash: string, now: Date) {
  const [row] = await ex
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Voids every other unused reset link of the account. */
export async function voidResets(ex: Executor, userId: number, now: Date) {
  await ex
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** The e-mail of the account `userId` (an SQL expression) as a scalar subquery. */
export const emailOfSql = (userId: SQL) =>
  sql`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${userId})`;

/** Staff accounts (any scope, or switched off), by e-mail. */
export function findStaff(ex: Executor) {
  return ex
    .select()
    .from(users)
    .where(sql`cardinality(${users.scopes}) > 0 OR ${users.deactivatedAt} IS NOT NULL`)
    .orderBy(users.email);
}

/** New scopes, or the account switched off (the caller ends its sessions). */
export async function updateStaff(
  ex: Executor,
  id: number,
  change: { scopes?: Scope[]; deactivatedAt?: Date },
) {
  const [row] = await ex.update(users).set(change).where(eq(users.id, id)).returning();
  return row!;
}

/** Customers (accounts without staff scopes) whose e-mail or phone contains `text`, or among `ids`. */
export function findCustomers(ex: Executor, text: string, ids: number[], limit: number) {
  const pattern = containing(text);
  return ex
    .select()
    .from(users)
    .where(
      and(
        sql`cardinality(${users.scopes}) = 0`,
        or(
          ilike(users.email, pattern),
          ilike(users.phone, pattern),
          ids.length > 0 ? inArray(users.id, ids) : undefined,
        ),
      ),
    )
    .orderBy(users.email)
    .limit(limit);
}

/** A customer blocked (with why) or unblocked (the caller ends its sessions). */
export async function setBlock(
  ex: Executor,
  id: number,
  block: { at: Date; reason: string } | null,
) {
  const [row] = await ex
    .update(users)
    .set({ blockedAt: block?.at ?? null, blockReason: block?.reason ?? null })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** An unused, unexpired staff invitation: its account, inviter and end; undefined otherwise. */
export async function findUsableInvitation(ex: Executor, tokenHash: string, now: Date) {
  const [row] = await ex
    .select({
      email: users.email,
      invitedBy: passwordResets.invitedBy,
      expiresAt: passwordResets.expiresAt,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(usableLink(tokenHash, now), isNotNull(passwordResets.invitedBy)));
  return row;
}
