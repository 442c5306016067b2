// „Dodaj do kalendarza” under an upcoming drop's countdown (docs/product-rules.md, "Dodaj do
// kalendarza"): the opening as an iCalendar file (Apple's and Outlook's calendars, most phones)
// and as Google Calendar's link, both with the alarm when the queue opens (a few minutes before
// the start of a drop without one). Both describe the shared dropCalendarEvent.
import { CalendarPlus } from 'lucide-react';
import type { Drop } from '@shop/shared/catalogue';
import { dropCalendarEvent, googleCalendarUrl } from '@shop/shared/drop-calendar';
import { apiUrl } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { getRuntimeConfig } from '@/lib/runtime-config.ts';

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-white underline decoration-brand-400 underline-offset-4 hover:decoration-2 sm:min-h-0';

export function DropCalendar({ drop }: { drop: Drop }) {
  const { publicUrl, lobby } = getRuntimeConfig();
  const event = dropCalendarEvent(drop, {
    url: new URL(paths.drop(drop.slug), publicUrl).toString(),
    lobbyOpensBeforeMs: lobby.opensBeforeMs,
  });
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
      <span className="flex items-center gap-2 text-slate-300">
        <CalendarPlus className="size-4 shrink-0" aria-hidden="true" />
        Dodaj do kalendarza:
      </span>
      <a className={linkClass} href={apiUrl(`/drops/${drop.id}/calendar.ics`)} download>
        Apple, Outlook (plik .ics)
      </a>
      <a className={linkClass} href={googleCalendarUrl(event)} target="_blank" rel="noreferrer">
        Kalendarz Google
        <span className="sr-only"> (otwiera się w nowej karcie)</span>
      </a>
    </div>
  );
}
