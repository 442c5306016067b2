// When a reserved product may come back to sale, in the shopper's words. Reservations last
// minutes, so the time alone is enough today; another day adds the date. Polish time wherever
// the shopper is, like every date the shop shows.
const ZONE = 'Europe/Warsaw';
const timeFormat = new Intl.DateTimeFormat('pl-PL', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ZONE,
});
const dateFormat = new Intl.DateTimeFormat('pl-PL', {
  day: 'numeric',
  month: 'long',
  timeZone: ZONE,
});
/** YYYY-MM-DD in Polish time, to tell whether two moments fall on the same day. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE });

/**
 * 'o 9:05' today, '3 lutego o 9:05' another day (a no-break space after 'o'); 'lada chwila' once the moment has passed (the
 * expiry sweep may run a little later); null without a moment.
 */
export function comeBackTime(reservedUntil: string | null, now = new Date()): string | null {
  if (reservedUntil === null) return null;
  const until = new Date(reservedUntil);
  if (Number.isNaN(until.getTime())) return null;
  if (until.getTime() <= now.getTime()) return 'lada chwila';
  // A no-break space: Polish typesetting never leaves 'o' alone at the end of a line.
  const time = `o\u00a0${timeFormat.format(until)}`;
  return dayFormat.format(until) === dayFormat.format(now)
    ? time
    : `${dateFormat.format(until)} ${time}`;
}

/** 'Zarezerwowany – może wrócić do sprzedaży o 14:35'. */
export function reservationText(reservedUntil: string | null, now = new Date()): string {
  const when = comeBackTime(reservedUntil, now);
  return when
    ? `Zarezerwowany – może wrócić do sprzedaży ${when}`
    : 'Zarezerwowany – może wrócić do sprzedaży, jeśli zamówienie nie zostanie opłacone';
}
