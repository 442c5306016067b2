// The money summary of a cart or an order being placed: subtotal, shipping, discount (with the
// coupon's code, only when one is applied), the amount to pay and its net part (shared
// cart-totals rule in @shop/shared/cart-totals).
import type { CartTotals } from '@shop/shared/cart-totals';
import type { Coupon } from '@shop/shared/coupons';
import { formatDeduction, formatPrice } from '@shop/shared/money';
import { cn } from '@/lib/cn.ts';

function Row({ label, value, muted }: { label: string; value: string; muted?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={muted ? 'text-slate-500' : 'text-slate-600'}>{label}</dt>
      <dd
        className={
          muted ? 'text-slate-500 tabular-nums' : 'font-medium text-slate-900 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}

export interface TotalsListProps {
  totals: CartTotals;
  /** The coupon applied to the totals, if any. */
  coupon?: Pick<Coupon, 'code' | 'discountType'> | null;
  className?: string;
}

export function TotalsList({ totals, coupon, className }: TotalsListProps) {
  const discount =
    coupon?.discountType === 'FREE_SHIPPING'
      ? 'Darmowa dostawa'
      : totals.discount > 0
        ? formatDeduction(totals.discount)
        : formatPrice(0);
  return (
    <dl className={cn('grid gap-2.5 text-sm', className)}>
      <Row label="Wartość produktów" value={formatPrice(totals.subtotal)} />
      <Row label="Dostawa" value={formatPrice(totals.shipping)} />
      {/* No coupon, no discount: no "Rabat 0,00 zł" line. */}
      {(coupon || totals.discount > 0) && (
        <Row label={coupon ? `Rabat (${coupon.code})` : 'Rabat'} value={discount} />
      )}
      <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4">
        <dt className="text-base font-semibold text-slate-900">Do zapłaty</dt>
        <dd className="text-xl font-bold text-slate-900 tabular-nums">
          {formatPrice(totals.total)}
        </dd>
      </div>
      <Row label="W tym netto (bez 23% VAT)" value={formatPrice(totals.netTotal)} muted />
    </dl>
  );
}
