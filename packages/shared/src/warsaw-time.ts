// Polish time, for both apps: every date or time the shop shows or decides by (a deadline's
// day, an invoice's month, a drop's start) is Warsaw's, wherever the server or the shopper is.
// One home for the time zone and the formats; the web app and the API import these.

export const SHOP_TIME_ZONE = 'Europe/Warsaw';

const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE });

const dateTime = format('pl-PL', { dateStyle: 'long', timeStyle: 'short' });
const day = format('pl-PL', { day: 'numeric', month: 'long', year: 'numeric' });
const dayAndMonth = format('pl-PL', { day: 'numeric', month: 'long' });
const shortDay = format('pl-PL', { dateStyle: 'medium' });
const numericDay = format('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric' });
const time = format('pl-PL', { hour: '2-digit', minute: '2-digit' });
const clock = format('pl-PL', { hour: 'numeric', minute: '2-digit' });
const calendarDay = format('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const parts = format('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

type Moment = string | Date;
const at = (moment: Moment) => new Date(moment);

/** "3 lutego 2025 18:00". */
export const formatDateTime = (moment: Moment) => dateTime.format(at(moment));
/** "9 grudnia 2026". */
export const formatDay = (moment: Moment) => day.format(at(moment));
/** "3 lutego". */
export const formatDayAndMonth = (moment: Moment) => dayAndMonth.format(at(moment));
/** "9 gru 2026". */
export const formatShortDay = (moment: Moment) => shortDay.format(at(moment));
/** "25.11.2026". */
export const formatNumericDay = (moment: Moment) => numericDay.format(at(moment));
/** "14:30", "09:05". */
export const formatTime = (moment: Moment) => time.format(at(moment));
/** "9:05": the hour without a leading zero. */
export const formatClock = (moment: Moment) => clock.format(at(moment));
/** "25 listopada 2026, 14:30". */
export const formatDayAndTime = (moment: Moment) => `${formatDay(moment)}, ${formatTime(moment)}`;

/** The Polish calendar date of a moment, "2026-11-01": to compare days or name a month. */
export const warsawCalendarDate = (moment: Moment) => calendarDay.format(at(moment));

/** Warsaw's wall clock read from the formatter: exact for any instant, but slow (it allocates). */
function formattedParts(instant: Date) {
  const values = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(values.year),
    month: Number(values.month) - 1,
    day: Number(values.day),
    hour: Number(values.hour),
    minute: Number(values.minute),
    second: Number(values.second),
  };
}

/** How far Warsaw's clock is ahead of UTC at an instant (1 or 2 hours), in ms. */
function formattedOffset(ms: number): number {
  const p = formattedParts(new Date(ms));
  return (
    Date.UTC(p.year, p.month, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000
  );
}

const HOUR = 3_600_000;
/**
 * Warsaw's offset per UTC hour: it changes only at the top of an hour (01:00 UTC), so one
 * formatter call serves every instant of that hour. An export of 100,000 orders reads a few
 * hundred hours instead of formatting 100,000 times. Bounded: cleared when it grows large.
 */
const offsetsByHour = new Map<number, number>();

function warsawOffsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let offset = offsetsByHour.get(hour);
  if (offset === undefined) {
    const start = formattedOffset(hour * HOUR);
    // An hour with a change inside it (none since 1915) is not cached.
    if (start !== formattedOffset(hour * HOUR + HOUR - 1000)) return formattedOffset(ms);
    if (offsetsByHour.size >= 50_000) offsetsByHour.clear();
    offsetsByHour.set(hour, start);
    offset = start;
  }
  return offset;
}

/** The Warsaw wall-clock time of an instant, as numbers (month from 0, as Date.UTC takes it). */
export function warsawParts(moment: Moment) {
  const ms = at(moment).getTime();
  const wall = new Date(ms + warsawOffsetAt(ms));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** How far Warsaw's clock is ahead of UTC at an instant (1 or 2 hours), in ms. */
const warsawOffset = (instant: Date) => warsawOffsetAt(instant.getTime());

export function warsawMidnight(year: number, month: number, dayOfMonth: number): number {
  const wall = Date.UTC(year, month, dayOfMonth);
  const first = wall - warsawOffset(new Date(wall));
  return wall - warsawOffset(new Date(first));
}

const dayParts = (value: string) => value.split('-').map(Number) as [number, number, number];

/**
 * The instants a range of Warsaw calendar days covers ("2026-10-01" to "2026-10-31", both
 * included): Warsaw's midnight starting `from`, and the one ending `to` (summer time included).
 */
export function warsawDays(from: string, to: string): { from: Date; to: Date } {
  const [fy, fm, fd] = dayParts(from);
  const [ty, tm, td] = dayParts(to);
  return {
    from: new Date(warsawMidnight(fy, fm - 1, fd)),
    to: new Date(warsawMidnight(ty, tm - 1, td + 1)),
  };
}
