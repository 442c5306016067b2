// Order dates in the Polish locale; deadlines (withdrawal, sending goods back) as Polish days.

const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'short' });
const shortDate = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));

const warsawDate = new Intl.DateTimeFormat('pl-PL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Warsaw',
});

/** A deadline's day in Polish time wherever the shopper is: '9 grudnia 2026'. */
export const formatDeadline = (iso: string) => warsawDate.format(new Date(iso));
