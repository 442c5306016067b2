// Switch (Radix) with its label and an optional hint under it, for a setting that is on or off:
//   <Switch label="Kolejka przy otwarciu" hint="…" checked={v} onCheckedChange={setV} />
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { cn } from '@/lib/cn.ts';

export interface SwitchProps extends ComponentProps<typeof RadixSwitch.Root> {
  label: ReactNode;
  hint?: ReactNode;
}

export function Switch({ label, hint, className, id, ...props }: SwitchProps) {
  const fallbackId = useId();
  const switchId = id ?? fallbackId;
  const hintId = `${switchId}-hint`;
  return (
    <div className={cn('flex min-h-11 items-start gap-3', className)}>
      {/* The button is 44 px square (a phone's touch target); the track inside is drawn smaller. */}
      <RadixSwitch.Root
        id={switchId}
        aria-describedby={hint ? hintId : undefined}
        className={cn(
          'group inline-flex size-11 shrink-0 items-center justify-center rounded-full',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      >
        <span className="inline-flex h-6 w-11 items-center rounded-full bg-slate-300 transition-colors group-data-[state=checked]:bg-brand-700">
          <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.35rem]" />
        </span>
      </RadixSwitch.Root>
      <div className="grid gap-0.5 pt-2.5">
        <label
          htmlFor={switchId}
          className="cursor-pointer text-sm font-medium text-slate-800 select-none"
        >
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
