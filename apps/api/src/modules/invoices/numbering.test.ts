import { describe, expect, it } from 'vitest';
import { warsawCalendarDate } from '@shop/shared/warsaw-time';
import { invoiceFileName, invoiceNumber, periodOf } from './numbering.ts';

describe('the Polish calendar of an invoice', () => {
  it.each([
    // A payment late on 31 October (UTC) is already November in Poland (CET, UTC+1).
    ['2026-10-31T23:30:00Z', '2026-11-01', '2026/11'],
    ['2026-10-31T22:59:59Z', '2026-10-31', '2026/10'],
    // Summer time (CEST, UTC+2): 22:30 UTC on 31 July is 00:30 on 1 August.
    ['2026-07-31T22:30:00Z', '2026-08-01', '2026/08'],
    ['2026-07-31T21:59:59Z', '2026-07-31', '2026/07'],
    // New Year's Eve.
    ['2026-12-31T23:00:00Z', '2027-01-01', '2027/01'],
  ])('%s is %s in Poland, period %s', (at, date, period) => {
    expect(warsawCalendarDate(new Date(at))).toBe(date);
    expect(periodOf(new Date(at))).toBe(period);
  });
});

describe('invoice numbers', () => {
  it.each([
    ['INVOICE', '2026/11', 1, 'FV/2026/11/0001'],
    ['INVOICE', '2026/11', 42, 'FV/2026/11/0042'],
    ['CORRECTION', '2026/12', 7, 'KOR/2026/12/0007'],
    ['INVOICE', '2026/11', 12345, 'FV/2026/11/12345'],
  ] as const)('%s %s #%i -> %s', (kind, period, seq, number) => {
    expect(invoiceNumber(kind, period, seq)).toBe(number);
  });

  it('names files without slashes', () => {
    expect(invoiceFileName('FV/2026/11/0001', 'pdf')).toBe('FV-2026-11-0001.pdf');
    expect(invoiceFileName('KOR/2026/11/0002', 'xml')).toBe('KOR-2026-11-0002.xml');
  });
});
