// The frame of every staff screen: page title, a way back to the admin hub (for those who may
// open it) and the heading block.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { cn } from '@/lib/cn.ts';
import { documentTitle } from '@shop/shared/document-title';
import { paths } from '@/lib/paths.ts';
import { SCOPES } from '@shop/shared/scopes';

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
  const auth = useAuth();
  return (
    <div className={cn('mx-auto w-full px-4 py-8 sm:px-6 sm:py-10 lg:px-8', widths[width])}>
      <title>{documentTitle(title)}</title>
      {auth.hasAnyScope(...SCOPES) && (
        <Link
          to={paths.admin}
          className="mb-4 inline-flex min-h-11 items-center gap-1.5 rounded sm:min-h-0 text-sm font-medium text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Panel administracyjny
        </Link>
      )}
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}
