// When an offline invoice must reach KSeF (decision 030, "Offline"): under offline24 (art. 106nda
// of the VAT act) by the working day after its issue date. Working days are Monday to Friday
// except Polish public holidays (ustawa o dniach wolnych od pracy, art. 1; 24 December since
// 2025), which date-holidays knows.
import Holidays from 'date-holidays';
import { warsawCalendarDate } from '@shop/shared/warsaw-time';

const polish = new Holidays('PL');

/** A public holiday in Poland on `day` (YYYY-MM-DD)? */
function isHoliday(day: string): boolean {
  const found = polish.isHoliday(new Date(`${day}T12:00:00Z`));
  return Array.isArray(found) && found.some((holiday) => holiday.type === 'public');
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The first working day after `day` (YYYY-MM-DD). */
export function nextWorkingDay(day: string): string {
  let next = nextDay(day);
  for (;;) {
    const weekday = new Date(`${next}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !isHoliday(next)) return next;
    next = nextDay(next);
  }
}

/** The last day (Warsaw, YYYY-MM-DD) to send an invoice issued at `issuedAt` offline. */
export const offlineSendBy = (issuedAt: Date) => nextWorkingDay(warsawCalendarDate(issuedAt));
