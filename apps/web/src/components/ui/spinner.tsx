// Loading indicator with a text for screen readers (and optionally on screen).
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export function Spinner({
  label = 'Ładowanie...',
  showLabel = false,
  className,
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-500', className)}>
      <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden="true" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** A spinner centred in a block, for whole-page or whole-panel loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner label={label} showLabel />
    </div>
  );
}
