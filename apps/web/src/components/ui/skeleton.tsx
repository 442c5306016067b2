// Placeholder block shown while content loads (size it with className).
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-slate-200', className)}
      {...props}
    />
  );
}
