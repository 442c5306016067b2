// Accessible form label (Radix Label: clicking it focuses its control).
import type { ComponentProps } from 'react';
import { Label as RadixLabel } from 'radix-ui';
import { cn } from '@/lib/cn.ts';

export function Label({ className, ...props }: ComponentProps<typeof RadixLabel.Root>) {
  return (
    <RadixLabel.Root
      className={cn('text-sm leading-none font-medium text-slate-800', className)}
      {...props}
    />
  );
}
