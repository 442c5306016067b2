// When the outbox tries an e-mail again after a failed attempt: 30 s, doubling each time, at
// most an hour apart; after MAX_ATTEMPTS (about two days of trying) it is left for staff.
export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 60 * 60_000;
export const MAX_ATTEMPTS = 50;

/** The wait after the `attempts`-th failed attempt (1, 2, ...). */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** When to try again after the `attempts`-th failure; null when the outbox gives up. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  return attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(attempts));
}
