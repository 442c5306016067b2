// When a reserved product may come back to sale, in the shopper's words. Reservations last
// minutes, so the time alone is enough today; another day adds the date. Polish time wherever
// the shopper is, like every date the shop shows.
import { formatClock, formatDayAndMonth, warsawCalendarDate } from '@shop/shared/warsaw-time';

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
  const time = `o\u00a0${formatClock(until)}`;
  return warsawCalendarDate(until) === warsawCalendarDate(now)
    ? time
    : `${formatDayAndMonth(until)} ${time}`;
}

/** 'Zarezerwowany – może wrócić do sprzedaży o 14:35'. */
export function reservationText(reservedUntil: string | null, now = new Date()): string {
  const when = comeBackTime(reservedUntil, now);
  return when
    ? `Zarezerwowany – może wrócić do sprzedaży ${when}`
    : 'Zarezerwowany – może wrócić do sprzedaży, jeśli zamówienie nie zostanie opłacone';
}

/**
 * A cart line whose piece another shopper holds: 'Zarezerwowany przez innego kupującego — może
 * wrócić o 14:35' (one message, never two).
 */
export function heldByAnotherText(reservedUntil: string | null, now = new Date()): string {
  const when = comeBackTime(reservedUntil, now);
  return when
    ? `Zarezerwowany przez innego kupującego — może wrócić ${when}`
    : 'Zarezerwowany przez innego kupującego — może wrócić, jeśli zamówienie nie zostanie opłacone';
}
