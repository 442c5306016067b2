// Selects. `Select` is the Radix listbox for short option lists:
//   <Select value={v} onValueChange={setV} options={[{ value: 'PAID', label: 'Opłacone' }]} />
// `NativeSelect` is a styled <select> for long numeric lists (e.g. quantity 1..stock) and for
// react-hook-form's register().
import type { ComponentProps } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { fieldClassName } from './input.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentProps<typeof RadixSelect.Root> {
  options: readonly SelectOption[];
  placeholder?: string;
  id?: string;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
}

export function Select({
  options,
  placeholder,
  id,
  className,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  'aria-label': ariaLabel,
  ...rootProps
}: SelectProps) {
  return (
    <RadixSelect.Root {...rootProps}>
      <RadixSelect.Trigger
        id={id}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-label={ariaLabel}
        className={cn(
          fieldClassName,
          'flex h-11 items-center sm:h-10 justify-between gap-2 text-left data-placeholder:text-slate-400',
          className,
        )}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="relative flex cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm text-slate-800 outline-none select-none data-disabled:opacity-50 data-highlighted:bg-brand-50 data-highlighted:text-brand-900"
              >
                <RadixSelect.ItemIndicator className="absolute left-2 inline-flex">
                  <Check className="size-4 text-brand-700" aria-hidden="true" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClassName, 'h-11 pr-8 sm:h-10', className)} {...props} />;
}
