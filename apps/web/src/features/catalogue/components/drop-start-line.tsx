// "Kolekcja rozpoczyna się 24.11.2026, 18:00 · 12 produktów": when a drop starts (or started)
// and how many products it holds; the drop page and the product page's drop card show it.
import { CalendarClock } from 'lucide-react';
import { productCountText } from '@shop/shared/stock-words';
import { cn } from '@/lib/cn.ts';
import { formatDateTime } from '@shop/shared/warsaw-time';

interface DropStartLineProps {
  dropTime: string;
  itemQuantity: number;
  started: boolean;
  /** Words before the verb, e.g. "Kolekcja"; none where a heading already names the drop. */
  subject?: string;
  className?: string;
}

export function DropStartLine({
  dropTime,
  itemQuantity,
  started,
  subject,
  className,
}: DropStartLineProps) {
  const verb = started ? 'rozpoczęła się' : 'rozpoczyna się';
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)}>
      <CalendarClock className="size-4 text-brand-700" aria-hidden="true" />
      {subject ? `${subject} ${verb}` : verb}{' '}
      <time dateTime={dropTime} className="font-semibold text-slate-900">
        {formatDateTime(dropTime)}
      </time>
      <span aria-hidden="true">·</span>
      {productCountText(itemQuantity)}
    </p>
  );
}
