import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttemptAt, retryDelayMs } from './retry.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('outbox retries', () => {
  it.each([
    [1, 30 * SECOND],
    [2, MINUTE],
    [3, 2 * MINUTE],
    [4, 4 * MINUTE],
    [7, 32 * MINUTE],
    [8, 60 * MINUTE],
    [9, 60 * MINUTE],
    [40, 60 * MINUTE],
  ])('waits after failure %i: %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });

  it('tries for about two days, then leaves the e-mail for staff', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(nextAttemptAt(1, now)).toEqual(new Date('2026-11-25T12:00:30Z'));
    expect(nextAttemptAt(MAX_ATTEMPTS - 1, now)).toEqual(new Date('2026-11-25T13:00:00Z'));
    expect(nextAttemptAt(MAX_ATTEMPTS, now)).toBeNull();
    let waited = 0;
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts += 1) waited += retryDelayMs(attempts);
    expect(waited / (24 * 60 * MINUTE)).toBeGreaterThan(1.5);
    expect(waited / (24 * 60 * MINUTE)).toBeLessThan(2.5);
  });
});
