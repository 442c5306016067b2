// The frame of the staff panel (/admin and below), a place of its own rather than the shop's:
// a dark sidebar with the screens the person's scopes allow, a top bar with the way back to the
// shop, who is logged in and Wyloguj się; below 1024 px the navigation folds into a menu.
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LogOut, Menu, Store, X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Logo } from '@/features/layout/components/logo.tsx';
import { useLogout } from '@/features/layout/components/use-logout.ts';
import { StaffNav } from '@/features/staff/shell/components/staff-nav.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';
import { SCOPES } from '@shop/shared/scopes';
import { MAIN_CONTENT_ID } from './main-content.ts';

const STAFF_MENU_ID = 'staff-menu';

export function StaffLayout() {
  const { user, hasAnyScope } = useAuth();
  const logout = useLogout();
  const { pathname } = useLocation();
  // The menu stays open only on the page it was opened on: going anywhere closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  // Someone without a staff scope sees no panel: the page's guard sends them away.
  if (!hasAnyScope(...SCOPES)) return <Outlet />;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 lg:flex-row">
      <div className="bg-slate-900 text-white lg:w-64 lg:shrink-0">
        <aside className="lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col">
          <div className="flex items-center gap-2 px-4 py-3 lg:px-5 lg:py-5">
            <Button
              variant="ghost"
              size="icon"
              className="-ml-2 text-white hover:bg-white/10 hover:text-white lg:hidden"
              aria-label="Menu panelu"
              aria-expanded={menuOpen}
              aria-controls={STAFF_MENU_ID}
              onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            >
              {menuOpen ? <X className="size-6!" /> : <Menu className="size-6!" />}
            </Button>
            <Logo inverted />
            <span className="rounded bg-white/10 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-slate-200 uppercase">
              Panel
            </span>
          </div>
          <div
            id={STAFF_MENU_ID}
            className={`${menuOpen ? 'block' : 'hidden'} border-t border-white/10 px-3 pb-4 lg:block lg:flex-1 lg:overflow-y-auto lg:border-0 lg:px-3`}
          >
            <StaffNav />
          </div>
        </aside>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        {/* One line on a phone too: the e-mail only from sm, the logout as an icon below it. */}
        <header className="flex items-center justify-end gap-x-4 border-b border-slate-200 bg-white px-4 py-1 sm:px-6 sm:py-2 lg:px-8">
          <Link
            to={paths.home}
            className="mr-auto inline-flex min-h-11 items-center gap-2 rounded text-sm font-medium text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Store className="size-4" aria-hidden="true" />
            Przejdź do sklepu
          </Link>
          {user && (
            <span className="hidden truncate text-sm text-slate-600 sm:inline">{user.email}</span>
          )}
          <Button
            variant="outline"
            onClick={logout}
            aria-label="Wyloguj się"
            className="min-w-11 px-3 sm:px-4"
          >
            <LogOut aria-hidden="true" />
            <span className="hidden sm:inline">Wyloguj się</span>
          </Button>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
