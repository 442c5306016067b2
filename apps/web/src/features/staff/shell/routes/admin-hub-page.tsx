// /admin: the staff panel's start page: what waits on staff (Do zrobienia), then one button per
// screen the user's scopes allow.
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { documentTitle } from '@shop/shared/document-title';
import { DeskSummary } from '../components/desk-summary.tsx';
import { staffScreens } from '../lib/staff-screens.ts';

export default function AdminHubPage() {
  const auth = useAuth();
  const allowed = staffScreens.filter((action) => auth.hasScope(action.scope));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{documentTitle('Panel administracyjny')}</title>
      <PageHeader
        title="Panel administracyjny"
        description="Wybierz, czym chcesz się zająć. Widzisz tylko zadania, do których masz uprawnienia."
      />
      <DeskSummary />
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Wszystkie zadania</h2>
      <ul aria-label="Wszystkie zadania" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {allowed.map(({ label, description, to, icon: Icon }) => {
          const id = `admin-action-${to.replace(/\W+/g, '-')}`;
          return (
            <li key={to}>
              <Link
                to={to}
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-description`}
                className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid gap-1">
                  <span id={`${id}-label`} className="font-semibold text-slate-900">
                    {label}
                  </span>
                  <span id={`${id}-description`} className="text-sm text-slate-600">
                    {description}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
