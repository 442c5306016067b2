// The product's drop: name, description, start date in Polish with
// 'rozpoczyna się' or 'rozpoczęła się', and its item count.
import { Link } from 'react-router';
import { ArrowRight, CalendarClock } from 'lucide-react';
import type { ProductDrop } from '@shop/shared/catalogue';
import { productCountText } from '@shop/shared/stock-words';
import { paths } from '@/lib/paths.ts';
import { useHasPassed } from '../../hooks/use-has-passed.ts';
import { formatDateTime } from '../../lib/text.ts';

export function DropHeaderCard({ drop }: { drop: ProductDrop }) {
  const started = useHasPassed(drop.dropTime);
  return (
    <section
      aria-labelledby="drop-card-heading"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">Kolekcja</p>
      <h2 id="drop-card-heading" className="text-xl font-bold text-slate-900">
        {drop.name}
      </h2>
      <p className="line-clamp-4 text-sm leading-relaxed text-slate-600">{drop.description}</p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        <CalendarClock className="size-4 text-brand-700" aria-hidden="true" />
        {started ? 'rozpoczęła się' : 'rozpoczyna się'}{' '}
        <time dateTime={drop.dropTime} className="font-semibold">
          {formatDateTime(drop.dropTime)}
        </time>
        <span aria-hidden="true">·</span>
        {productCountText(drop.itemQuantity)}
      </p>
      <Link
        to={paths.drop(drop.slug)}
        className="inline-flex w-fit items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Zobacz całą kolekcję
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
