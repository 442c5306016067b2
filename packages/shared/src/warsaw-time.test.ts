import { describe, expect, it } from 'vitest';
import { warsawCalendarDate, warsawDays, warsawParts } from './warsaw-time.ts';

const wall = (moment: string) => {
  const p = warsawParts(moment);
  return `${p.year}-${p.month + 1}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
};

describe('Warsaw wall clock', () => {
  it('is an hour ahead in winter and two in summer', () => {
    expect(wall('2027-01-15T11:22:33.456Z')).toBe('2027-1-15 12:22:33');
    expect(wall('2027-07-15T11:22:33Z')).toBe('2027-7-15 13:22:33');
  });

  it('changes exactly at 01:00 UTC on the last Sundays of March and October', () => {
    expect(wall('2027-03-28T00:59:59Z')).toBe('2027-3-28 1:59:59');
    expect(wall('2027-03-28T01:00:00Z')).toBe('2027-3-28 3:0:0');
    expect(wall('2027-10-31T00:59:59Z')).toBe('2027-10-31 2:59:59');
    expect(wall('2027-10-31T01:00:00Z')).toBe('2027-10-31 2:0:0');
  });

  it('agrees with the formatter on every hour of a year, whatever was asked before', () => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3_600_000 + 61_000) {
      const p = warsawParts(new Date(ms));
      const day = `${p.year}-${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
      expect(day).toBe(warsawCalendarDate(new Date(ms)));
    }
  });

  it('a range of Warsaw days starts and ends at Warsaw midnights', () => {
    expect(warsawDays('2027-03-01', '2027-03-31')).toEqual({
      from: new Date('2027-02-28T23:00:00Z'),
      to: new Date('2027-03-31T22:00:00Z'),
    });
  });
});
