// The cart's totals (shared rules: subtotal, shipping, discount, total, net) and the way to
// checkout. Lines that cannot be bought are not counted, and the summary says so.
import { Link } from 'react-router';
import type { Cart } from '@shop/shared/cart';
import { formatPrice } from '@shop/shared/money';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { paths } from '@/lib/paths.ts';
import { SummaryRow } from '@/components/ui/summary-row.tsx';

export function CartSummary({ cart, isGuest }: { cart: Cart; isGuest: boolean }) {
  const flagged = cart.items.some((item) => item.issue !== null);
  const buyable = cart.items.some((item) => item.issue === null);
  return (
    <section aria-labelledby="cart-summary-title" className="lg:sticky lg:top-36">
      <Card className="p-5 sm:p-6">
        <h2 id="cart-summary-title" className="text-lg font-semibold text-slate-900">
          Podsumowanie
        </h2>
        <dl className="mt-4 grid gap-2.5 text-sm">
          <SummaryRow label="Wartość produktów" value={formatPrice(cart.subtotal)} />
          <SummaryRow label="Dostawa" value={formatPrice(cart.shipping)} />
          <SummaryRow
            label="Rabat"
            value={cart.discount > 0 ? `−${formatPrice(cart.discount)}` : formatPrice(0)}
          />
          <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4">
            <dt className="text-base font-semibold text-slate-900">Do zapłaty</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums">
              {formatPrice(cart.total)}
            </dd>
          </div>
          <SummaryRow label="W tym netto (bez 23% VAT)" value={formatPrice(cart.netTotal)} muted />
        </dl>
        {flagged && (
          <p className="mt-4 text-sm text-amber-800">
            Produkty, których nie można teraz kupić, nie są wliczone do sumy.
          </p>
        )}
        <div className="mt-5 grid gap-2">
          {buyable ? (
            <Button asChild size="lg" className="w-full">
              <Link to={paths.checkout}>Przejdź do kasy</Link>
            </Button>
          ) : (
            <Button size="lg" className="w-full" disabled>
              Przejdź do kasy
            </Button>
          )}
          {isGuest && (
            <p className="text-center text-sm text-slate-600">
              Zamówienie złożysz po{' '}
              <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
                zalogowaniu
              </Link>
              .
            </p>
          )}
        </div>
      </Card>
    </section>
  );
}
