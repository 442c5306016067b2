// The staff coupon list (spec section 2): Kod, Wartość, Limit użyć, Data ważności.
import type { Coupon } from '@shop/shared/coupons';
import { formatDateTime } from '../lib/dates.ts';
import { couponValueText, discountTypeLabels } from '../lib/coupon-texts.ts';

const headClassName =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
const cellClassName = 'px-4 py-3 align-top';

export function CouponTable({ coupons }: { coupons: Coupon[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[36rem] text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headClassName}>
              Kod
            </th>
            <th scope="col" className={headClassName}>
              Wartość
            </th>
            <th scope="col" className={headClassName}>
              Limit użyć
            </th>
            <th scope="col" className={headClassName}>
              Data ważności
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {coupons.map((coupon) => (
            <tr key={coupon.id}>
              <td className={cellClassName}>
                <span className="font-mono font-semibold text-slate-900">{coupon.code}</span>
              </td>
              <td className={cellClassName}>
                <div className="font-medium text-slate-900">{couponValueText(coupon)}</div>
                {coupon.discountType !== 'FREE_SHIPPING' && (
                  <div className="text-xs text-slate-500">
                    {discountTypeLabels[coupon.discountType]}
                  </div>
                )}
              </td>
              <td className={cellClassName}>
                <div className="text-slate-900">{coupon.usageLimit}</div>
                <div className="text-xs text-slate-500">użyto: {coupon.timesUsed}</div>
              </td>
              <td className={`${cellClassName} text-slate-700`}>
                {coupon.validUntil ? formatDateTime(coupon.validUntil) : 'Bezterminowo'}
                {coupon.validFrom && (
                  <div className="text-xs text-slate-500">
                    od {formatDateTime(coupon.validFrom)}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
