// GET /api/drops/{id}/calendar.ics on both databases, read back with ical.js (Mozilla's
// iCalendar parser, not the library that wrote it): one event at the start in Warsaw's time,
// winter and summer, the alarm when the lobby opens (or 5 min before), texts kept as texts.
import ICAL from 'ical.js';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.ts';
import { authAs, postDrop } from './test-fixtures.ts';

const NOW = new Date('2026-11-29T12:00:00.000Z');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]);
  const alarms = events[0]!.getAllSubcomponents('valarm');
  expect(alarms).toHaveLength(1);
  return { calendar, event, vevent: events[0]!, alarm: alarms[0]! };
}

describeEachDb('a drop in the calendar', (ctx) => {
  let staff: Record<string, string>;
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  beforeAll(async () => {
    ctx().clock.set(NOW);
    staff = await authAs(ctx().app, ['CREATE_DROP']);
  });

  it('a winter lobby drop: 18:00 in Warsaw, the alarm when the queue opens', async () => {
    const drop = await postDrop(ctx().app, staff, {
      name: 'Zimowe kurtki',
      dropTime: '2026-12-05T17:00:00.000Z',
      lobby: true,
    });
    const res = await get(`/api/drops/${drop.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kolekcja-${drop.id}.ics"`,
    );
    const { event, vevent, alarm } = parse(res.body);
    expect(event.summary).toBe('Otwarcie kolekcji „Zimowe kurtki”');
    // Warsaw's wall clock, with the zone named, and the same instant as the drop's start.
    expect(event.startDate.zone.tzid).toBe('Europe/Warsaw');
    expect([event.startDate.hour, event.startDate.minute]).toEqual([18, 0]);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T17:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-05T17:30:00.000Z');
    // RFC 5545: the stamp in UTC.
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-29T12:00:00Z');
    expect(event.uid).toMatch(new RegExp(`^drop-${drop.id}@`));
    expect(event.description).toBe(
      'Start: 5 grudnia 2026, 18:00 (czas polski). Kolejka otwiera się 10 min wcześniej, o 17:50: dołącz do niej przed startem, a kolejność osób w kolejce zostanie wylosowana w chwili startu.' +
        `\n\n${ctx().app.config.publicUrl}/collections/${drop.slug}`,
    );
    expect(vevent.getFirstPropertyValue('url')).toBe(
      `${ctx().app.config.publicUrl}/collections/${drop.slug}`,
    );
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm.getFirstPropertyValue('trigger')!.toString()).toBe('-PT10M');
    expect(alarm.getFirstPropertyValue('description')).toBe(
      'Kolejka do kolekcji „Zimowe kurtki” jest otwarta',
    );
  });

  it('a summer drop without a lobby: 18:00 in Warsaw (summer time), the alarm 5 min before', async () => {
    const drop = await postDrop(ctx().app, staff, {
      name: 'Letnie sandały',
      dropTime: '2027-07-10T16:00:00.000Z',
      lobby: false,
    });
    const { event, alarm } = parse((await get(`/api/drops/${drop.id}/calendar.ics`)).body);
    expect([event.startDate.hour, event.startDate.minute]).toEqual([18, 0]);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-07-10T16:00:00.000Z');
    expect(event.description).toMatch(/^Start: 10 lipca 2027, 18:00 \(czas polski\)\.\n\n/);
    expect(alarm.getFirstPropertyValue('trigger')!.toString()).toBe('-PT5M');
    expect(alarm.getFirstPropertyValue('description')).toBe(
      'Za 5 min otwarcie kolekcji „Letnie sandały”',
    );
  });

  it('keeps a name built to add lines of its own as a plain text', async () => {
    const name = 'Kurtki; buty, czapki\\\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Wszystko za 1 zł';
    const drop = await postDrop(ctx().app, staff, {
      name,
      dropTime: '2026-12-06T17:00:00.000Z',
    });
    const res = await get(`/api/drops/${drop.id}/calendar.ics`);
    // parse() has checked there is one event and one alarm.
    const { event } = parse(res.body);
    expect(event.summary).toBe(`Otwarcie kolekcji „${name}”`);
    expect(res.body).not.toMatch(/^SUMMARY:Wszystko/m);
  });

  it('answers a missing or malformed drop in Polish', async () => {
    const missing = await get('/api/drops/999999/calendar.ics');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Nie znaleziono kolekcji');
    const malformed = await get('/api/drops/jutro/calendar.ics');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'ValidationException',
      message: 'Nieprawidłowe dane (pole id): Nieprawidłowy identyfikator',
    });
  });
});
