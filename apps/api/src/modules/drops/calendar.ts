// A drop's opening as an iCalendar file (RFC 5545) for „Dodaj do kalendarza”: one event at the
// start, in Warsaw's time zone (with its VTIMEZONE), and an alarm when the lobby opens (or a few
// minutes before the start of a drop without one). The event's words come from the shared
// dropCalendarEvent, which the web's Google Calendar link uses too. Built with ical-generator,
// which escapes every text (a drop's name cannot add lines or properties of its own); Luxon gives
// it the Warsaw wall-clock times (decision 043).
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalAlarmType, ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import { dropPath, type Drop } from '@shop/shared/catalogue';
import { dropCalendarEvent } from '@shop/shared/drop-calendar';
import { SHOP_TIME_ZONE } from '@shop/shared/warsaw-time';

export interface CalendarSettings {
  /** The shop's address (links and the event's UID). */
  publicUrl: string;
  lobbyOpensBeforeMs: number;
}

/** The .ics text of the drop's opening, stamped `now`. */
export function dropCalendar(drop: Drop, settings: CalendarSettings, now: Date): string {
  const url = `${settings.publicUrl}${dropPath(drop.slug)}`;
  const event = dropCalendarEvent(drop, {
    url,
    lobbyOpensBeforeMs: settings.lobbyOpensBeforeMs,
  });
  const host = new URL(settings.publicUrl).host;
  const calendar = new ICalCalendar({
    prodId: { company: host, product: 'Kolekcje', language: 'PL' },
  });
  // No zone of the calendar's own: its DTSTAMP stays in UTC, as RFC 5545 requires; the events'
  // zone is written out as a VTIMEZONE.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const warsaw = (moment: Date) => DateTime.fromJSDate(moment).setZone(SHOP_TIME_ZONE);
  calendar
    .createEvent({
      id: `drop-${drop.id}@${host}`,
      stamp: now,
      start: warsaw(event.start),
      end: warsaw(event.end),
      timezone: SHOP_TIME_ZONE,
      summary: event.title,
      description: event.details,
      url,
    })
    .createAlarm({
      type: ICalAlarmType.display,
      trigger: event.alarmBeforeMs / 1000,
      description: event.alarmText,
    });
  return calendar.toString();
}
