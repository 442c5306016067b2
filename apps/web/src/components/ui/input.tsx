// Text inputs and text areas with the shop's field styling; aria-invalid turns them red.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

export const fieldClassName =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm ' +
  'placeholder:text-slate-400 transition-colors ' +
  'focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-600/20 focus-visible:outline-none ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 ' +
  'aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-500/20';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClassName, 'h-11 sm:h-10', className)} {...props} />;
}

/** An amount in złoty: text, so "12,50" and "12.50" both type in (read with groszeFromText). */
export function MoneyInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input inputMode="decimal" autoComplete="off" placeholder="0,00" {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClassName, 'min-h-24 py-2', className)} {...props} />;
}
