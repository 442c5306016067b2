// The lobby's rate in Polish for the staff (lobby-rate.ts).
import { describe, expect, it } from 'vitest';
import { lobbyRateReason, ratePerSecond } from './lobby-rate.ts';

describe('ratePerSecond', () => {
  it('takes the Polish plural, and a fraction the genitive singular', () => {
    expect(ratePerSecond(1)).toBe('1 osoba na sekundę');
    expect(ratePerSecond(3)).toBe('3 osoby na sekundę');
    expect(ratePerSecond(150)).toBe('150 osób na sekundę');
    expect(ratePerSecond(1.5)).toBe('1,5 osoby na sekundę');
  });
});

describe('lobbyRateReason', () => {
  const measured = {
    source: 'measured' as const,
    dropId: 4,
    dropName: 'Elektronika z outletu',
    dropTime: '2026-12-05T17:00:00Z',
    orders: 1_234,
    seconds: 9,
    orderP99Ms: 720,
    replicas: 2,
    peakOrdersPerSecond: 160,
    capacity: 137.11,
  };

  it('names the opening, its figures and the replicas', () => {
    expect(lobbyRateReason({ perSecond: 102.8, chosen: true, basis: measured })).toBe(
      '75% z 137 zamówień na sekundę, które sklep przyjmował u granicy swoich możliwości przy ' +
        'otwarciu kolekcji „Elektronika z outletu” (5 grudnia 2026 18:00): 1234 zamówienia w 9 s, ' +
        'w których serwer (2 repliki) nie nadążał (najwolniejsze odpowiedzi na zamówienia średnio ' +
        '720 ms); ' +
        'najwięcej 160 w jednej sekundzie.',
    );
  });

  it('says when the setting decides', () => {
    expect(
      lobbyRateReason({ perSecond: 200, chosen: false, basis: { source: 'setting' } }),
    ).toMatch(/^Ustawienie LOBBY_ADMISSIONS_PER_SECOND: żadne wcześniejsze otwarcie z kolejką/);
  });
});
