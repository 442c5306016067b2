// "Nie pamiętasz hasła?": a single-use link, valid for an hour, sent through the mail outbox in
// the transaction that stores it. Only the token's SHA-256 is kept in password_resets; the raw
// token sits in the outbox row until the e-mail is sent (docs/e-mail.md). The answer to a
// request never tells whether the address has an account. Using the link sets the password,
// voids the account's other links and ends every session (docs/decisions/011-ending-sessions.md).
import { createHash, randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_VALID_MS,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from '@shop/shared/accounts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { queueAccountEmail } from '../mail/index.ts';
import { hashPassword } from './password.ts';
import {
  deleteLoginAttemptsForEmail,
  findUserByEmail,
  findUsableInvitation,
  findUsableReset,
  insertPasswordReset,
  setPasswordHash,
  useReset,
  voidResets,
} from './repository.ts';
import { assertStrongPassword, type AuthDeps } from './service.ts';

const linkUnusable = () =>
  new AppError('ResetLinkInvalidException', 400, 'Link wygasł lub został już użyty');

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A single-use link to set the account's password, valid for `validMs`: stores the token's hash
 * and answers the token, for the e-mail (a reset, or a staff invitation).
 */
export async function newPasswordLink(
  tx: Executor,
  userId: number,
  now: Date,
  validMs: number,
  invitedBy: string | null = null,
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + validMs);
  await insertPasswordReset(tx, {
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
    invitedBy,
  });
  return { token, expiresAt };
}

/**
 * A working staff invitation's link, read without using it (the „Witaj w zespole” page): the
 * account's e-mail, who invited and until when the link works. 400 otherwise, as for a reset.
 */
export async function readInvitation(db: Executor, token: string, now: Date) {
  const found = await findUsableInvitation(db, hashToken(token), now);
  if (!found) throw linkUnusable();
  return {
    email: found.email,
    invitedBy: found.invitedBy!,
    expiresAt: found.expiresAt.toISOString(),
  };
}

/**
 * Queues the reset e-mail when the address has an account, and does nothing else when it has
 * none. Both run the same lookup in one transaction, so the answer and its timing are alike.
 */
export async function requestPasswordReset(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  input: PasswordResetRequest,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user) return;
    const { token } = await newPasswordLink(tx, user.id, now, PASSWORD_RESET_VALID_MS);
    await queueAccountEmail(tx, {
      kind: 'PASSWORD_RESET',
      to: user.email,
      now,
      data: { resetToken: token },
    });
  });
}

/**
 * Sets the new password from a working link. A weak password (400) leaves the link working;
 * a used, voided, expired or unknown one is 400 „Link wygasł lub został już użyty".
 */
export async function confirmPasswordReset(
  deps: AuthDeps,
  input: PasswordResetConfirm,
): Promise<void> {
  const now = deps.clock.now();
  const tokenHash = hashToken(input.resetToken);
  const user = await findUsableReset(deps.db, tokenHash, now);
  if (!user) throw linkUnusable();
  assertStrongPassword(input.password, user.email, user.phone);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    // Checked again as it is used: of two uses at once, only one sets a password.
    if ((await useReset(tx, tokenHash, now)) !== user.id) throw linkUnusable();
    await voidResets(tx, user.id, now);
    await setPasswordHash(tx, user.id, passwordHash);
    // The shopper proved they own the address: earlier failed logins no longer lock it.
    await deleteLoginAttemptsForEmail(tx, user.email);
    await deps.sessions.end(tx, user.id);
  });
}
