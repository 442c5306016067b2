// The shopper's coupons as a table: code, discount, conditions, validity and the state
// (Dostępny / Wykorzystany / Niedostępny, shared rule). On a phone each row becomes a card.
import {
  couponState,
  couponStateLabels,
  type Coupon,
  type CouponState,
} from '@shop/shared/coupons';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { conditionTexts, discountText, validityText } from '../lib/coupon-texts.ts';

const stateTones: Record<CouponState, BadgeTone> = {
  AVAILABLE: 'success',
  USED: 'neutral',
  UNAVAILABLE: 'warning',
};

// Below sm the header row is hidden and each cell names its column itself.
const cellClassName =
  'flex justify-between gap-4 px-4 py-1.5 text-sm text-slate-700 sm:table-cell sm:px-4 sm:py-3 ' +
  'before:font-medium before:text-slate-500 before:content-[attr(data-label)] sm:before:content-none';

export function CouponsTable({ coupons, now }: { coupons: readonly Coupon[]; now: Date }) {
  return (
    <table className="w-full text-left">
      <caption className="sr-only">Twoje kupony</caption>
      <thead className="sr-only sm:not-sr-only">
        <tr className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <th scope="col" className="px-4 py-3">
            Kod
          </th>
          <th scope="col" className="px-4 py-3">
            Rabat
          </th>
          <th scope="col" className="px-4 py-3">
            Warunki
          </th>
          <th scope="col" className="px-4 py-3">
            Ważność
          </th>
          <th scope="col" className="px-4 py-3">
            Status
          </th>
        </tr>
      </thead>
      <tbody className="grid gap-3 sm:table-row-group sm:gap-0">
        {coupons.map((coupon) => {
          const state = couponState(coupon, now);
          const conditions = conditionTexts(coupon);
          return (
            <tr
              key={coupon.id}
              className="block rounded-xl border border-slate-200 bg-white py-2 shadow-sm sm:table-row sm:bg-transparent sm:shadow-none sm:rounded-none sm:border-0 sm:border-b sm:border-slate-100 sm:py-0 sm:last:border-b-0"
            >
              <th
                scope="row"
                className="block px-4 pt-1.5 pb-2 font-mono text-base font-semibold text-slate-900 sm:table-cell sm:py-3 sm:text-sm"
              >
                {coupon.code}
              </th>
              <td data-label="Rabat" className={cellClassName}>
                {discountText(coupon)}
              </td>
              <td data-label="Warunki" className={cellClassName}>
                {conditions.length > 0 ? conditions.join(', ') : 'Brak'}
              </td>
              <td data-label="Ważność" className={cellClassName}>
                {validityText(coupon)}
              </td>
              <td data-label="Status" className={cellClassName}>
                <Badge tone={stateTones[state]}>{couponStateLabels[state]}</Badge>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
