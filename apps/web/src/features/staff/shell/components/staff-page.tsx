// The frame of every staff screen inside the staff panel's layout: page title and the heading
// block.
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { cn } from '@/lib/cn.ts';
import { documentTitle } from '@shop/shared/document-title';

const widths = { narrow: 'max-w-3xl', wide: 'max-w-7xl' } as const;

export interface StaffPageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  width?: keyof typeof widths;
  children: ReactNode;
}

export function StaffPage({
  title,
  description,
  actions,
  width = 'narrow',
  children,
}: StaffPageProps) {
  return (
    <div className={cn('mx-auto w-full px-4 py-8 sm:px-6 sm:py-10 lg:px-8', widths[width])}>
      <title>{documentTitle(title)}</title>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}
