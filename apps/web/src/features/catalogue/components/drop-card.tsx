// A drop in a list: name, short description, start date, categories and item count,
// linking to /collections/{slug}.
import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import type { Drop } from '@shop/shared/catalogue';
import { categoryLabels } from '@shop/shared/enums';
import { productCountText } from '@shop/shared/stock-words';
import { Badge } from '@/components/ui/badge.tsx';
import { paths } from '@/lib/paths.ts';
import { formatDateTime } from '@shop/shared/warsaw-time';

export function DropCard({ drop, upcoming }: { drop: Drop; upcoming: boolean }) {
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <CalendarClock className="size-4 text-brand-700" aria-hidden="true" />
        <span>
          {upcoming ? 'Start: ' : 'Wystartowała: '}
          <time dateTime={drop.dropTime}>{formatDateTime(drop.dropTime)}</time>
        </span>
      </div>
      <h3 className="text-lg font-semibold text-slate-900">
        <Link
          to={paths.drop(drop.slug)}
          className="after:absolute after:inset-0 focus-visible:outline-none"
        >
          {drop.name}
        </Link>
      </h3>
      <p className="text-sm leading-relaxed text-slate-600">{drop.shortDescription}</p>
      <div className="mt-auto flex flex-wrap items-center gap-1.5 pt-1">
        {drop.categories.map((category) => (
          <Badge key={category}>{categoryLabels[category]}</Badge>
        ))}
        <span className="ml-auto text-xs font-medium text-slate-500">
          {productCountText(drop.itemQuantity)}
        </span>
      </div>
    </article>
  );
}
