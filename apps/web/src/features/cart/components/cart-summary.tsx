// The cart's totals (shared rules: subtotal, shipping, discount, total, net) and the way to
// checkout. Lines that cannot be bought are not counted, and the summary says so; and that a
// piece in the cart is not held for the shopper until the order.
import { Link } from 'react-router';
import { Info } from 'lucide-react';
import type { Cart } from '@shop/shared/cart';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { paths, type LoginRedirectState } from '@/lib/paths.ts';
import { TotalsList } from '@/components/totals-list.tsx';

export function CartSummary({ cart, isGuest }: { cart: Cart; isGuest: boolean }) {
  const flagged = cart.items.some((item) => item.issue !== null);
  const buyable = cart.items.some((item) => item.issue === null);
  return (
    <section aria-labelledby="cart-summary-title" className="lg:sticky lg:top-36">
      <Card className="p-5 sm:p-6">
        <h2 id="cart-summary-title" className="text-lg font-semibold text-slate-900">
          Podsumowanie
        </h2>
        <TotalsList totals={cart} className="mt-4" />
        {flagged && (
          <p className="mt-4 text-sm text-amber-800">
            Produkty, których nie można teraz kupić, nie są wliczone do sumy.
          </p>
        )}
        <p className="mt-4 flex gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span>
            Produkty w koszyku nie są dla Ciebie zarezerwowane: inni też mogą je kupić. Stają się
            Twoje dopiero po złożeniu zamówienia — wtedy czekają na Twoją płatność.
          </span>
        </p>
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
              <Link
                to={paths.login}
                state={{ from: paths.checkout } satisfies LoginRedirectState}
                className="font-semibold text-brand-700 hover:underline"
              >
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
