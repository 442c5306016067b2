// Phone number field with a fixed +48 prefix: keeps digits only, at most 9.
// Works with react-hook-form's register(): the value is cleaned before onChange sees it.
import type { ChangeEvent, ComponentProps } from 'react';
import { fieldClassName } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';

export const PHONE_DIGITS = 9;

/** "+48 600-700-800" or "600 700 8001" -> "600700800" (pasted numbers keep working). */
export function cleanPhoneDigits(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  const local = compact.replace(/^(\+48|0048)/, '');
  return local.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

export function PhoneInput({ className, onChange, ...props }: ComponentProps<'input'>) {
  function change(event: ChangeEvent<HTMLInputElement>) {
    event.target.value = cleanPhoneDigits(event.target.value);
    onChange?.(event);
  }
  return (
    <div className={cn('flex', className)}>
      <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-100 px-3 text-sm font-medium text-slate-600">
        +48
      </span>
      <input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        className={cn(fieldClassName, 'h-11 rounded-l-none sm:h-10')}
        onChange={change}
        {...props}
      />
    </div>
  );
}
