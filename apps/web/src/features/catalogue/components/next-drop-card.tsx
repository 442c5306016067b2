// The next drop with its countdown and „Przypomnij mi” (landing and /collections). When the
// countdown ends the drop lists are reloaded, so it moves from "upcoming" to "started" by itself.
import { Link } from 'react-router';
import { ArrowRight, CalendarClock } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Drop } from '@shop/shared/catalogue';
import { productCountText } from '@shop/shared/stock-words';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { DropCountdown } from './drop-countdown.tsx';
import { DropReminder } from './drop-reminder.tsx';
import { formatDateTime } from '@shop/shared/warsaw-time';

export function NextDropCard({ drop }: { drop: Drop }) {
  const queryClient = useQueryClient();
  return (
    <article className="flex flex-col gap-5 rounded-2xl bg-slate-900 p-5 text-white shadow-lg sm:p-6">
      <div className="grid gap-2">
        <p className="text-xs font-semibold tracking-wider text-brand-300 uppercase">
          Następna kolekcja
        </p>
        <h3 className="text-2xl font-bold tracking-tight">{drop.name}</h3>
        <p className="text-sm leading-relaxed text-slate-300">{drop.shortDescription}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-300">
          <CalendarClock className="size-4 text-brand-300" aria-hidden="true" />
          Start: <time dateTime={drop.dropTime}>{formatDateTime(drop.dropTime)}</time>
          <span aria-hidden="true">·</span>
          {productCountText(drop.itemQuantity)}
        </p>
      </div>
      <DropCountdown
        dropTime={drop.dropTime}
        tone="dark"
        onEnd={() => void queryClient.invalidateQueries({ queryKey: ['catalogue', 'drops'] })}
      />
      <DropReminder dropId={drop.id} lobby={drop.lobby} />
      <Button
        asChild
        variant="outline"
        className="w-fit border-white/25 bg-white/5 text-white hover:bg-white/10"
      >
        <Link to={paths.drop(drop.slug)}>
          Zobacz kolekcję
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </article>
  );
}
