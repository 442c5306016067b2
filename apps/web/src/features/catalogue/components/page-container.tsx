// The width and padding every storefront page shares.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

export function PageContainer({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8', className)}>
      {children}
    </div>
  );
}
