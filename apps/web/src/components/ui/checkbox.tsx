// Checkbox (Radix) with an optional inline label:
//   <Checkbox label="Tylko dostępne" checked={v} onCheckedChange={(c) => setV(c === true)} />
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export interface CheckboxProps extends ComponentProps<typeof RadixCheckbox.Root> {
  label?: ReactNode;
}

export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  const fallbackId = useId();
  const checkboxId = id ?? fallbackId;
  const box = (
    <RadixCheckbox.Root
      id={checkboxId}
      className={cn(
        'flex size-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white shadow-sm transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white',
        'disabled:cursor-not-allowed disabled:opacity-50',
        !label && className,
      )}
      {...props}
    >
      <RadixCheckbox.Indicator>
        <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
  if (!label) return box;
  return (
    // The label is part of the target: the row is 44 px high on phones.
    <div className={cn('flex min-h-11 items-center gap-2.5 sm:min-h-0', className)}>
      {box}
      <label htmlFor={checkboxId} className="cursor-pointer text-sm text-slate-800 select-none">
        {label}
      </label>
    </div>
  );
}
