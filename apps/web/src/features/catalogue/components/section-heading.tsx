// The heading row of a page section: title, optional lead text and a link on the right.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';

export function SectionHeading({
  id,
  title,
  lead,
  link,
}: {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 sm:mb-6">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {title}
        </h2>
        {lead && <p className="max-w-2xl text-sm text-slate-600 sm:text-base">{lead}</p>}
      </div>
      {link && (
        <Link
          to={link.to}
          className="inline-flex min-h-11 items-center gap-1 rounded text-sm sm:min-h-0 font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
