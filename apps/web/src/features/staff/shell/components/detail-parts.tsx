// The building blocks of the staff order detail pane: a titled section (a region named by its
// title) and a labelled fact.
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

export function Section({
  title,
  action,
  children,
}: {
  title: string;
  /** Beside the title, e.g. the section's main button. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-2 border-t border-slate-100 pt-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

export function Fact({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid min-w-0 content-start gap-0.5', className)}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-sm wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}
