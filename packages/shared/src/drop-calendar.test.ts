import { describe, expect, it } from 'vitest';
import { dropCalendarEvent, googleCalendarUrl } from './drop-calendar.ts';

const URL_OF_DROP = 'https://sklep.example/collections/zimowe-kurtki';

describe('a drop’s Google Calendar link', () => {
  it('adds the half hour of the opening, in UTC, shown in Warsaw’s zone', () => {
    const event = dropCalendarEvent(
      { name: 'Zimowe kurtki', dropTime: '2026-12-05T17:00:00.000Z', lobby: true },
      { url: URL_OF_DROP, lobbyOpensBeforeMs: 10 * 60_000 },
    );
    const link = new URL(googleCalendarUrl(event));
    expect(`${link.origin}${link.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Otwarcie kolekcji „Zimowe kurtki”',
      dates: '20261205T170000Z/20261205T173000Z',
      ctz: 'Europe/Warsaw',
      details:
        'Start: 5 grudnia 2026, 18:00 (czas polski). Kolejka otwiera się 10 min wcześniej, o 17:50: dołącz do niej przed startem, a kolejność osób w kolejce zostanie wylosowana w chwili startu.\n\nhttps://sklep.example/collections/zimowe-kurtki',
    });
  });

  it('says summer time’s hour for a July drop, and no queue where there is none', () => {
    const event = dropCalendarEvent(
      { name: 'Sandały', dropTime: '2027-07-10T16:00:00.000Z', lobby: false },
      { url: URL_OF_DROP, lobbyOpensBeforeMs: 10 * 60_000 },
    );
    const link = new URL(googleCalendarUrl(event));
    expect(link.searchParams.get('dates')).toBe('20270710T160000Z/20270710T163000Z');
    expect(link.searchParams.get('details')).toBe(
      `Start: 10 lipca 2027, 18:00 (czas polski).\n\n${URL_OF_DROP}`,
    );
    expect(event.alarmBeforeMs).toBe(5 * 60_000);
  });
});
