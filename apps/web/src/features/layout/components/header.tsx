// The site header: logo, search, the shop's links, the account links for
// logged-in users with Wyloguj się, Zaloguj się for guests; below 768 px a toggle menu.
import { useCallback, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LogIn, LogOut, Menu, UserRound, X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { accountLinks, cartLink, shopLinks, type NavLinkItem } from './nav-links.ts';
import { SearchBox } from './search-box.tsx';
import { useLogout } from './use-logout.ts';

const MOBILE_MENU_ID = 'mobile-menu';

export interface HeaderProps {
  /** Shown beside Koszyk, e.g. the number of pieces in the cart (composed by the app layout). */
  cartIndicator?: ReactNode;
}

export function Header({ cartIndicator }: HeaderProps) {
  const { isAuthenticated } = useAuth();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const CartIcon = cartLink.icon;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 sm:px-6 md:flex-nowrap md:gap-x-6 lg:px-8">
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2 md:hidden"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          data-mobile-menu-toggle=""
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6!" /> : <Menu className="size-6!" />}
        </Button>
        <Logo />
        <SearchBox className="order-last w-full md:order-none md:mx-auto md:max-w-xl md:flex-1" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <NavLink
            to={cartLink.to}
            className={({ isActive }) =>
              cn(
                'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2.5 sm:h-10 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
                isActive && 'text-brand-700',
              )
            }
          >
            <CartIcon className="size-5" aria-hidden="true" />
            <span className="sr-only md:not-sr-only">{cartLink.label}</span>
            {cartIndicator}
          </NavLink>
          {/* On a phone the account is one tap away: the login, or the account's settings. */}
          <Link
            to={isAuthenticated ? paths.settings : paths.login}
            aria-label={isAuthenticated ? 'Moje konto' : 'Zaloguj się'}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
          >
            <UserRound className="size-5" aria-hidden="true" />
          </Link>
          <div className="hidden md:block">
            {isAuthenticated ? (
              <Button variant="outline" onClick={logout}>
                <LogOut aria-hidden="true" />
                Wyloguj się
              </Button>
            ) : (
              <Button asChild>
                <Link to={paths.login}>
                  <LogIn aria-hidden="true" />
                  Zaloguj się
                </Link>
              </Button>
            )}
          </div>
        </div>
      </div>

      <nav aria-label="Główna nawigacja" className="hidden border-t border-slate-100 md:block">
        <div className="mx-auto flex h-12 max-w-7xl items-center gap-1 px-4 sm:px-6 lg:px-8">
          {shopLinks.map((link) => (
            <DesktopLink key={link.to} link={link} />
          ))}
          {isAuthenticated && (
            <div className="ml-auto flex items-center gap-1">
              {accountLinks.map((link) => (
                <DesktopLink key={link.to} link={link} />
              ))}
            </div>
          )}
        </div>
      </nav>

      <MobileMenu
        id={MOBILE_MENU_ID}
        open={menuOpen}
        onClose={closeMenu}
        isAuthenticated={isAuthenticated}
        onLogout={logout}
      />
    </header>
  );
}

function DesktopLink({ link }: { link: NavLinkItem }) {
  const Icon = link.icon;
  return (
    <NavLink
      to={link.to}
      end={link.to === paths.home}
      className={({ isActive }) =>
        cn(
          'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
          isActive && 'bg-brand-50 text-brand-800 hover:bg-brand-50 hover:text-brand-800',
        )
      }
    >
      <Icon className="size-4" aria-hidden="true" />
      {link.label}
    </NavLink>
  );
}
