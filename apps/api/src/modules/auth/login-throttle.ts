// Failed password checks are limited per e-mail address and per client IP over a sliding
// window. The log lives in the database, so every replica sees the same counts.
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../http/errors.ts';
import {
  countLoginAttempts,
  deleteLoginAttempt,
  deleteLoginAttemptsBefore,
  deleteLoginAttemptsForEmail,
  insertLoginAttempt,
} from './repository.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed per address within the window; the next attempt is refused. */
export const MAX_FAILURES_PER_EMAIL = 5;
/** Higher than per address: many shoppers can share one IP (offices, mobile carriers). */
export const MAX_FAILURES_PER_IP = 30;

const tooMany = () =>
  new AppError(
    'TooManyLoginAttemptsException',
    429,
    'Zbyt wiele nieudanych prób logowania, spróbuj ponownie za kilka minut',
  );

/**
 * Runs `check` (a password comparison) unless the address or IP has too many recent failures.
 * The attempt is logged BEFORE checking and counted with any concurrent ones, so parallel
 * guesses cannot slip past the limit; a success clears the address's failures, a refusal
 * (429) is not itself counted so the lock ends one window after the last real failure.
 */
export async function throttledPasswordCheck(
  deps: { db: Db; clock: Clock },
  who: { email: string; ip: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const { db, clock } = deps;
  const now = clock.now();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const attemptId = await insertLoginAttempt(db, { ...who, attemptedAt: now });
  const { byEmail, byIp } = await countLoginAttempts(db, who.email, who.ip, since);
  if (byEmail > MAX_FAILURES_PER_EMAIL || byIp > MAX_FAILURES_PER_IP) {
    await deleteLoginAttempt(db, attemptId);
    throw tooMany();
  }
  const ok = await check();
  if (ok) {
    await deleteLoginAttemptsForEmail(db, who.email);
  } else {
    await deleteLoginAttemptsBefore(db, since);
  }
  return ok;
}
