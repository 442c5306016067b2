// The menu below 768 px: the header's links and the categories in one panel that closes on a
// link click, an outside click, Escape or any route change.
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogIn, LogOut } from 'lucide-react';
import { CATEGORIES, categoryLabels } from '@shop/shared/enums';
import { categorySlug } from '@shop/shared/slug';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { accountLinks, cartLink, shopLinks, type NavLinkItem } from './nav-links.ts';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  isAuthenticated: boolean;
  onLogout: () => void;
}

const itemClassName =
  'flex h-12 w-full items-center gap-3 rounded-lg px-3 text-base font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

export function MobileMenu({ id, open, onClose, isAuthenticated, onLogout }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // Any navigation (also the browser's back button) closes the menu.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname) onClose();
    lastPath.current = pathname;
  }, [pathname, onClose]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Element | null;
      // The toggle button handles its own clicks (it toggles the menu).
      if (panel.current?.contains(target) || target?.closest('[data-mobile-menu-toggle]')) return;
      onClose();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, onClose]);

  return (
    <div
      id={id}
      ref={panel}
      hidden={!open}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-8rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg md:hidden"
    >
      <nav aria-label="Menu mobilne" className="grid gap-1 px-4 py-3">
        {[...shopLinks, cartLink].map((link) => (
          <MenuLink key={link.to} link={link} onClick={onClose} />
        ))}
        <div className="my-2 border-t border-slate-100" />
        <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Kategorie
        </p>
        <ul className="grid grid-cols-2 gap-1">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={paths.category(categorySlug(category))}
                onClick={onClose}
                className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {categoryLabels[category]}
              </Link>
            </li>
          ))}
        </ul>
        <div className="my-2 border-t border-slate-100" />
        {isAuthenticated ? (
          <>
            {accountLinks.map((link) => (
              <MenuLink key={link.to} link={link} onClick={onClose} />
            ))}
            <button
              type="button"
              className={itemClassName}
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              <LogOut className="size-5 text-slate-500" aria-hidden="true" />
              Wyloguj się
            </button>
          </>
        ) : (
          <Link to={paths.login} onClick={onClose} className={cn(itemClassName, 'text-brand-700')}>
            <LogIn className="size-5" aria-hidden="true" />
            Zaloguj się
          </Link>
        )}
      </nav>
    </div>
  );
}

function MenuLink({ link, onClick }: { link: NavLinkItem; onClick: () => void }) {
  const Icon = link.icon;
  return (
    <NavLink
      to={link.to}
      end={link.to === paths.home}
      onClick={onClick}
      className={({ isActive }) =>
        cn(itemClassName, isActive && 'bg-brand-50 text-brand-800 hover:bg-brand-50')
      }
    >
      <Icon className="size-5 opacity-70" aria-hidden="true" />
      {link.label}
    </NavLink>
  );
}
