// The shop's mark and name, linking home (same mark as the favicon).
import { Link } from 'react-router';
import { SHOP_NAME } from '@shop/shared/document-title';
import { paths } from '@/lib/paths.ts';
import { cn } from '@/lib/cn.ts';

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link
      to={paths.home}
      aria-label={`${SHOP_NAME} – strona główna`}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#0f172a'} />
        <path d="M9 21l7-12 7 12z" fill="#f97316" />
      </svg>
      <span
        className={cn(
          'text-lg font-extrabold tracking-tight',
          inverted ? 'text-white' : 'text-slate-900',
        )}
      >
        Outlet<span className={inverted ? 'text-brand-400' : 'text-brand-700'}>Drop</span>
      </span>
    </Link>
  );
}
