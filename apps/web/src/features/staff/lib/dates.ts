// Dates as staff read them: Polish day, month, year and time in the browser's time zone.
const dateTimeFormat = new Intl.DateTimeFormat('pl-PL', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export const formatDateTime = (iso: string | Date) => dateTimeFormat.format(new Date(iso));
