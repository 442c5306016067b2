// The site footer: about text, links (Admin for staff with any scope: the hub shows what it
// allows), the newsletter box (passed in by the app layout), copyright, and
// on the home page the footnote that qualifies the price marketing copy.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldCheck, Truck, Undo2 } from 'lucide-react';
import { useAuth } from '@/lib/auth-store.ts';
import { SHOP_NAME } from '@shop/shared/document-title';
import { paths } from '@/lib/paths.ts';
import { Logo } from './logo.tsx';
import { SCOPES } from '@shop/shared/scopes';

export interface FooterProps {
  newsletter: ReactNode;
  showFootnote: boolean;
}

const infoLinks = [
  { to: paths.howItWorks, label: 'Jak to działa' },
  { to: paths.drops, label: 'Poprzednie kolekcje' },
  { to: paths.contact, label: 'Kontakt' },
  { to: paths.conditionsOfUse, label: 'Regulamin' },
  { to: paths.withdrawalForm, label: 'Odstąpienie od umowy' },
  { to: paths.privacyPolicy, label: 'Polityka prywatności' },
  { to: paths.accessibility, label: 'Dostępność' },
];

const promises = [
  { icon: ShieldCheck, text: 'Bezpieczne płatności BLIK i przelewem online' },
  { icon: Truck, text: 'Wysyłka kurierem lub do paczkomatu w całej Polsce' },
  { icon: Undo2, text: '14 dni na odstąpienie od umowy' },
];

// 44 px high on phones, so a thumb hits one link, not its neighbour.
const linkClassName =
  'inline-flex min-h-11 min-w-11 items-center rounded text-sm text-slate-300 sm:min-h-0 sm:min-w-0 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400';

export function Footer({ newsletter, showFootnote }: FooterProps) {
  const auth = useAuth();
  const isStaff = auth.hasAnyScope(...SCOPES);
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="border-b border-slate-800">
        <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:grid-cols-3 sm:px-6 lg:px-8">
          {promises.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm text-slate-200">
              <Icon className="size-5 shrink-0 text-brand-400" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-12 lg:px-8">
        <section className="grid content-start gap-4 md:col-span-5" aria-label="O sklepie">
          <Logo inverted />
          <p className="max-w-md text-sm leading-relaxed text-slate-400">
            {SHOP_NAME} to outlet zwrotów i nadwyżek magazynowych, sprzedawanych w kolekcjach z
            ograniczonym czasem. Każda kolekcja startuje o ustalonej godzinie, a ceny spadają co dwa
            dni – im dłużej czekasz, tym taniej, ale większość rzeczy mamy w pojedynczych sztukach.
          </p>
        </section>

        <nav className="grid content-start gap-3 md:col-span-3" aria-label="Informacje">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Informacje</h2>
          <ul className="grid sm:gap-2">
            {infoLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClassName}>
                  {link.label}
                </Link>
              </li>
            ))}
            {isStaff && (
              <li>
                <Link to={paths.admin} className={linkClassName}>
                  Admin
                </Link>
              </li>
            )}
          </ul>
        </nav>

        <section
          className="grid content-start gap-3 md:col-span-4"
          aria-labelledby="newsletter-heading"
        >
          <h2
            id="newsletter-heading"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            Newsletter
          </h2>
          <p className="text-sm text-slate-400">
            Zapisz się, a damy znać o nowych kolekcjach, zanim wystartują.
          </p>
          {newsletter}
        </section>
      </div>

      <div className="border-t border-slate-800">
        <div className="mx-auto grid max-w-7xl gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          <p>
            © {year} {SHOP_NAME}. Wszelkie prawa zastrzeżone. Ceny zawierają VAT.
          </p>
          {showFootnote && (
            <p>
              * Dotyczy wybranych produktów: ceny spadają o 10% co dwa dni, a ostatniego dnia
              produkt kosztuje 1 zł.
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
