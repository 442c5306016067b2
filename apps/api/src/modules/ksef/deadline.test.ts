import { describe, expect, it } from 'vitest';
import { nextWorkingDay, offlineSendBy } from './deadline.ts';

describe('the offline sending deadline', () => {
  it('is the next working day: Friday goes to Monday, a weekday to the next one', () => {
    expect(nextWorkingDay('2026-11-26')).toBe('2026-11-27');
    expect(nextWorkingDay('2026-11-27')).toBe('2026-11-30');
    expect(nextWorkingDay('2026-11-28')).toBe('2026-11-30');
  });

  it('skips Polish public holidays, Christmas Eve included, and Easter Monday', () => {
    expect(nextWorkingDay('2026-12-23')).toBe('2026-12-28');
    expect(nextWorkingDay('2026-11-10')).toBe('2026-11-12');
    expect(nextWorkingDay('2026-12-31')).toBe('2027-01-04');
    expect(nextWorkingDay('2027-03-26')).toBe('2027-03-30');
    expect(nextWorkingDay('2027-05-26')).toBe('2027-05-28');
  });

  it('counts from the issue date in Warsaw, not in UTC', () => {
    // 23:30 UTC on Thursday is already Friday in Warsaw: due on Monday.
    expect(offlineSendBy(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-30');
    expect(offlineSendBy(new Date('2026-11-26T22:30:00Z'))).toBe('2026-11-27');
  });
});
