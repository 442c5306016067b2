// One choice of a radio group drawn as a card (address, delivery method, parcel size...). A real
// radio input inside a label, so keyboard, screen readers and getByRole('radio') all work.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

export interface RadioCardProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
  /** The accessible name of the radio (the card's first line). */
  title: ReactNode;
  /** Right-aligned next to the title, e.g. a price. */
  aside?: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
}

export function RadioCard({
  name,
  value,
  checked,
  onSelect,
  disabled = false,
  title,
  aside,
  children,
  icon,
}: RadioCardProps) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer gap-3 rounded-xl border bg-white p-4 transition-colors',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
        checked
          ? 'border-brand-600 bg-brand-50/40 ring-1 ring-brand-600'
          : 'border-slate-200 hover:border-slate-300',
        disabled && 'cursor-not-allowed bg-slate-50 opacity-70 hover:border-slate-200',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
      />
      {icon && <span className="shrink-0 text-slate-500 [&_svg]:size-5">{icon}</span>}
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0 font-semibold break-words text-slate-900">{title}</span>
          {aside && <span className="shrink-0 text-sm font-semibold text-slate-900">{aside}</span>}
        </span>
        {children && <span className="grid gap-0.5 text-sm text-slate-600">{children}</span>}
      </span>
    </label>
  );
}
