// The product's drop: name, description, start date in Polish with
// 'rozpoczyna się' or 'rozpoczęła się', and its item count.
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { ProductDrop } from '@shop/shared/catalogue';
import { paths } from '@/lib/paths.ts';
import { useHasPassed } from '../../hooks/use-has-passed.ts';
import { DropStartLine } from '../drop-start-line.tsx';

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
      <DropStartLine
        dropTime={drop.dropTime}
        itemQuantity={drop.itemQuantity}
        started={started}
        className="text-slate-700"
      />
      <Link
        to={paths.drop(drop.slug)}
        className="inline-flex min-h-11 w-fit items-center gap-1 rounded text-sm sm:min-h-0 font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Zobacz całą kolekcję
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
