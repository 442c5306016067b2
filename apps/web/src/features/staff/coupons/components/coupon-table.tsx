// The staff coupon list: a table with Kod, Wartość, Limit użyć, Data ważności
// ('Bezterminowo' without an end) and Status (active with a "Wyłącz" action, or deactivated);
// on a phone the same facts as one card per coupon.
import type { ReactNode } from 'react';
import { Ban } from 'lucide-react';
import type { Coupon } from '@shop/shared/coupons';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { discountTypeLabels } from '@shop/shared/enums';
import { couponValueText } from '../lib/coupon-texts.ts';
import { formatDateTime } from '@shop/shared/warsaw-time';

const headClassName =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
const cellClassName = 'px-4 py-3 align-top';
const noteClassName = 'text-xs text-slate-500';

function ValueCell({ coupon }: { coupon: Coupon }) {
  return (
    <>
      <div className="font-medium text-slate-900">{couponValueText(coupon)}</div>
      {coupon.discountType !== 'FREE_SHIPPING' && (
        <div className={noteClassName}>{discountTypeLabels[coupon.discountType]}</div>
      )}
    </>
  );
}

function LimitCell({ coupon }: { coupon: Coupon }) {
  return (
    <>
      <div className="text-slate-900">{coupon.usageLimit}</div>
      <div className={noteClassName}>użyto: {coupon.timesUsed}</div>
    </>
  );
}

function ValidityCell({ coupon }: { coupon: Coupon }) {
  return (
    <>
      <div className="text-slate-700">
        {coupon.validUntil ? formatDateTime(coupon.validUntil) : 'Bezterminowo'}
      </div>
      {coupon.validFrom && (
        <div className={noteClassName}>od {formatDateTime(coupon.validFrom)}</div>
      )}
    </>
  );
}

function StatusCell({
  coupon,
  onDeactivate,
}: {
  coupon: Coupon;
  onDeactivate: (coupon: Coupon) => void;
}) {
  if (coupon.deactivatedAt) {
    return (
      <>
        <Badge tone="danger">Wyłączony</Badge>
        <div className={noteClassName}>{formatDateTime(coupon.deactivatedAt)}</div>
      </>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="success">Aktywny</Badge>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Wyłącz kupon ${coupon.code}`}
        onClick={() => onDeactivate(coupon)}
      >
        <Ban aria-hidden="true" />
        Wyłącz
      </Button>
    </div>
  );
}

function MobileFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className={noteClassName}>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface CouponTableProps {
  coupons: Coupon[];
  /** Asks to deactivate an active coupon (the page confirms first). */
  onDeactivate: (coupon: Coupon) => void;
}

export function CouponTable({ coupons, onDeactivate }: CouponTableProps) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm sm:block">
        <table className="w-full text-sm">
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {['Kod', 'Wartość', 'Limit użyć', 'Data ważności', 'Status'].map((title) => (
                <th key={title} scope="col" className={headClassName}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {coupons.map((coupon) => (
              <tr key={coupon.id}>
                <td className={cellClassName}>
                  <span className="font-mono font-semibold text-slate-900">{coupon.code}</span>
                </td>
                <td className={cellClassName}>
                  <ValueCell coupon={coupon} />
                </td>
                <td className={cellClassName}>
                  <LimitCell coupon={coupon} />
                </td>
                <td className={cellClassName}>
                  <ValidityCell coupon={coupon} />
                </td>
                <td className={cellClassName}>
                  <StatusCell coupon={coupon} onDeactivate={onDeactivate} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Kupony" className="grid gap-3 sm:hidden">
        {coupons.map((coupon) => (
          <li
            key={coupon.id}
            className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
          >
            <div className="font-mono font-semibold break-all text-slate-900">{coupon.code}</div>
            <dl className="grid grid-cols-3 gap-3">
              <MobileFact label="Wartość">
                <ValueCell coupon={coupon} />
              </MobileFact>
              <MobileFact label="Limit użyć">
                <LimitCell coupon={coupon} />
              </MobileFact>
              <MobileFact label="Data ważności">
                <ValidityCell coupon={coupon} />
              </MobileFact>
            </dl>
            <div className="border-t border-slate-100 pt-3">
              <StatusCell coupon={coupon} onDeactivate={onDeactivate} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
