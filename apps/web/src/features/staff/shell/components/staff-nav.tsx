// The staff panel's navigation: the desk, then the screens the person's scopes allow, grouped
// (Katalog, Sprzedaż, Księgowość, Ludzie i historia). The same list in the sidebar and in the
// phone's menu; the current screen is marked for screen readers too (aria-current).
import { NavLink } from 'react-router';
import { LayoutDashboard } from 'lucide-react';
import { useAuth } from '@/lib/auth-store.ts';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { staffGroups, staffScreens, type StaffScreen } from '../lib/staff-screens.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-300 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 lg:min-h-9',
    isActive && 'bg-white/10 text-white',
  );

function ScreenLink({ screen }: { screen: Pick<StaffScreen, 'to' | 'label' | 'icon'> }) {
  const Icon = screen.icon;
  return (
    <NavLink to={screen.to} end className={linkClass}>
      <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
      {screen.label}
    </NavLink>
  );
}

export function StaffNav({ className }: { className?: string }) {
  const auth = useAuth();
  const allowed = staffScreens.filter((screen) => auth.hasScope(screen.scope));
  const groups = (Object.keys(staffGroups) as (keyof typeof staffGroups)[])
    .map((group) => ({ group, screens: allowed.filter((screen) => screen.group === group) }))
    .filter(({ screens }) => screens.length > 0);
  return (
    <nav aria-label="Panel sklepu" className={cn('grid gap-5', className)}>
      <ScreenLink screen={{ to: paths.admin, label: 'Pulpit', icon: LayoutDashboard }} />
      {groups.map(({ group, screens }) => (
        <div key={group} className="grid gap-1">
          <h2 className="px-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">
            {staffGroups[group]}
          </h2>
          <ul className="grid gap-0.5">
            {screens.map((screen) => (
              <li key={screen.to}>
                <ScreenLink screen={screen} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
