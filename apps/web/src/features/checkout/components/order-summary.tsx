// The order summary beside both steps: the products to be bought, then subtotal, shipping,
// discount and total (shared cart-totals rule). Lines that cannot be bought are shown apart
// and left out. The confirmation step puts its submit button in `children`.
import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { CartItem } from '@shop/shared/cart';
import type { CartTotals } from '@shop/shared/cart-totals';
import type { Coupon } from '@shop/shared/coupons';
import { formatPrice } from '@shop/shared/money';
import { Card } from '@/components/ui/card.tsx';
import { ProductThumbnail } from '@/components/product-thumbnail.tsx';
import { TotalsList } from '@/components/totals-list.tsx';

export interface OrderSummaryProps {
  items: readonly CartItem[];
  totals: CartTotals;
  /** The coupon applied to the totals, if any. */
  coupon: Pick<Coupon, 'code' | 'discountType'> | null;
  children?: ReactNode;
}

export function OrderSummary({ items, totals, coupon, children }: OrderSummaryProps) {
  const buyable = items.filter((item) => item.issue === null);
  const flagged = items.filter((item) => item.issue !== null);
  return (
    <Card
      role="region"
      aria-labelledby="order-summary-title"
      className="p-5 sm:p-6 lg:sticky lg:top-36"
    >
      <h2 id="order-summary-title" className="text-lg font-semibold text-slate-900">
        Podsumowanie zamówienia
      </h2>
      <ul className="mt-4 grid gap-3" aria-label="Produkty w zamówieniu">
        {buyable.map((item) => (
          <li key={item.id} className="flex items-center gap-3">
            <ProductThumbnail
              src={item.product.images[0]}
              width={56}
              className="size-14 rounded-lg border border-slate-200"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-slate-900">{item.product.name}</p>
              <p className="text-xs text-slate-500 tabular-nums">
                {item.quantity} × {formatPrice(item.product.price)}
              </p>
            </div>
            <p className="text-sm font-semibold text-slate-900 tabular-nums">
              {formatPrice(item.product.price * item.quantity)}
            </p>
          </li>
        ))}
      </ul>
      {flagged.length > 0 && (
        <div className="mt-4 grid gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            Nie zostaną zamówione:
          </p>
          <ul className="grid gap-1">
            {flagged.map((item) => (
              <li key={item.id}>
                {item.product.name} – {item.issue}
              </li>
            ))}
          </ul>
        </div>
      )}
      <TotalsList totals={totals} coupon={coupon} className="mt-5 border-t border-slate-200 pt-4" />
      {children && <div className="mt-5 grid gap-3">{children}</div>}
    </Card>
  );
}
