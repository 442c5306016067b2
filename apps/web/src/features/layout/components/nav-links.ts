// The header's links, shared by the desktop bar and the mobile menu.
import type { LucideIcon } from 'lucide-react';
import {
  Compass,
  Heart,
  House,
  Layers,
  Package,
  Settings,
  ShoppingCart,
  Ticket,
} from 'lucide-react';
import { paths } from '@/lib/paths.ts';

export interface NavLinkItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const shopLinks: readonly NavLinkItem[] = [
  { to: paths.home, label: 'Strona główna', icon: House },
  { to: paths.drops, label: 'Kolekcje', icon: Layers },
  { to: paths.explore, label: 'Odkrywaj', icon: Compass },
];

export const cartLink: NavLinkItem = { to: paths.cart, label: 'Koszyk', icon: ShoppingCart };

/** Shown only to logged-in users. */
export const accountLinks: readonly NavLinkItem[] = [
  { to: paths.settings, label: 'Ustawienia', icon: Settings },
  { to: paths.orders, label: 'Zamówienia', icon: Package },
  { to: paths.coupons, label: 'Kupony', icon: Ticket },
  { to: paths.wishlists, label: 'Listy życzeń', icon: Heart },
];
