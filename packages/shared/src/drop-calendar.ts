// „Dodaj do kalendarza” on an upcoming drop (docs/product-rules.md, "Dodaj do kalendarza"): the
// one event that the API's iCalendar file (GET /api/drops/{id}/calendar.ics) and the web's
// Google Calendar link both describe, so the two never say different things.
import { formatDayAndTime, formatTime, SHOP_TIME_ZONE } from './warsaw-time.ts';

/** The event marks the opening; a drop runs for days, which would fill a calendar. */
export const CALENDAR_EVENT_MS = 30 * 60_000;
/** A drop without a lobby: the alarm rings this long before the start. */
export const CALENDAR_ALARM_BEFORE_MS = 5 * 60_000;

export interface CalendarDrop {
  name: string;
  dropTime: string;
  lobby: boolean;
}

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  /** The text of the event: when, what to do, and the drop's address. */
  details: string;
  /** How long before the start the alarm rings: when the lobby opens, or a few minutes. */
  alarmBeforeMs: number;
  alarmText: string;
  url: string;
}

/** The event of a drop's opening; `url` is the drop's page, `lobbyOpensBeforeMs` the setting. */
export function dropCalendarEvent(
  drop: CalendarDrop,
  { url, lobbyOpensBeforeMs }: { url: string; lobbyOpensBeforeMs: number },
): CalendarEvent {
  const start = new Date(drop.dropTime);
  const alarmBeforeMs = drop.lobby ? lobbyOpensBeforeMs : CALENDAR_ALARM_BEFORE_MS;
  const minutes = Math.round(alarmBeforeMs / 60_000);
  const when = `Start: ${formatDayAndTime(start)} (czas polski).`;
  const lobby = `Kolejka otwiera się ${minutes} min wcześniej, o ${formatTime(
    new Date(start.getTime() - alarmBeforeMs),
  )}: dołącz do niej przed startem, a kolejność osób w kolejce zostanie wylosowana w chwili startu.`;
  return {
    title: `Otwarcie kolekcji „${drop.name}”`,
    start,
    end: new Date(start.getTime() + CALENDAR_EVENT_MS),
    details: [drop.lobby ? `${when} ${lobby}` : when, url].join('\n\n'),
    alarmBeforeMs,
    alarmText: drop.lobby
      ? `Kolejka do kolekcji „${drop.name}” jest otwarta`
      : `Za ${minutes} min otwarcie kolekcji „${drop.name}”`,
    url,
  };
}

/** A UTC moment as Google Calendar's `dates` take it: 20261205T170000Z. */
const googleMoment = (moment: Date) => moment.toISOString().replace(/[-:]|\.\d{3}/g, '');

/** Google Calendar's page that adds the event (its documented `render?action=TEMPLATE` link). */
export function googleCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleMoment(event.start)}/${googleMoment(event.end)}`,
    details: event.details,
    ctz: SHOP_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
