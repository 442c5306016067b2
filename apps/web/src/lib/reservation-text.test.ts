import { describe, expect, it } from 'vitest';
import { comeBackTime, reservationText } from './reservation-text.ts';

// 3 February 2026, 14:00 in Warsaw (UTC+1 in winter).
const now = new Date('2026-02-03T13:00:00.000Z');
/** 'o' and a no-break space, so that it never ends a line. */
const o = 'o\u00a0';

describe('comeBackTime', () => {
  it.each([
    ['later today', '2026-02-03T13:35:00.000Z', `${o}14:35`],
    ['just before midnight in Warsaw', '2026-02-03T22:59:00.000Z', `${o}23:59`],
    [
      'after midnight in Warsaw (still the 3rd in UTC)',
      '2026-02-03T23:10:00.000Z',
      `4 lutego ${o}0:10`,
    ],
    ['already passed', '2026-02-03T12:59:59.000Z', 'lada chwila'],
    ['no moment', null, null],
  ])('%s', (_name, reservedUntil, expected) => {
    expect(comeBackTime(reservedUntil, now)).toBe(expected);
  });

  it('writes hours without a leading zero', () => {
    const morning = new Date('2026-02-03T06:00:00.000Z');
    expect(comeBackTime('2026-02-03T08:05:00.000Z', morning)).toBe(`${o}9:05`);
  });
});

describe('reservationText', () => {
  it('says when the product may come back', () => {
    expect(reservationText('2026-02-03T13:35:00.000Z', now)).toBe(
      `Zarezerwowany – może wrócić do sprzedaży ${o}14:35`,
    );
  });

  it('without a moment, says on what it depends', () => {
    expect(reservationText(null, now)).toBe(
      'Zarezerwowany – może wrócić do sprzedaży, jeśli zamówienie nie zostanie opłacone',
    );
  });
});
