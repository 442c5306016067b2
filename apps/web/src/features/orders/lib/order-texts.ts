// Order dates in the Polish locale.

const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'short' });
const shortDate = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));
