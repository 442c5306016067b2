// Optional coupon: the shopper's valid coupons (not used, within dates); the first usable one
// comes preselected; those this cart does not qualify for are disabled with the reason
// ('Minimalna wartość zamówienia: X zł'). Each shows what it takes off this cart.
import { Link } from 'react-router';
import { Ticket } from 'lucide-react';
import { cartBasis, couponDiscount, type CartLine } from '@shop/shared/coupons';
import { formatPrice } from '@shop/shared/money';
import { Alert } from '@/components/ui/alert.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { paths } from '@/lib/paths.ts';
import type { CouponOption } from '../lib/checkout-rules.ts';
import { RadioCard } from './radio-card.tsx';

export interface CouponChoiceProps {
  options: readonly CouponOption[];
  loadFailed: boolean;
  lines: readonly CartLine[];
  wanted: boolean;
  onWantedChange: (wanted: boolean) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

const dateFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium' });

export function CouponChoice({
  options,
  loadFailed,
  lines,
  wanted,
  onWantedChange,
  selectedId,
  onSelect,
}: CouponChoiceProps) {
  const basis = cartBasis(lines);
  return (
    <Card role="region" aria-labelledby="coupon-choice-title" className="grid gap-4 p-5 sm:p-6">
      <h2 id="coupon-choice-title" className="text-lg font-semibold text-slate-900">
        Kupon rabatowy
      </h2>
      {loadFailed ? (
        <Alert>Nie udało się pobrać listy kuponów</Alert>
      ) : options.length === 0 ? (
        <p className="text-sm text-slate-600">
          Nie masz kuponów, które można teraz wykorzystać.{' '}
          <Link to={paths.coupons} className="font-semibold text-brand-700 hover:underline">
            Dodaj kupon
          </Link>
        </p>
      ) : (
        <>
          <Checkbox
            label="Użyj kuponu"
            checked={wanted}
            onCheckedChange={(checked) => onWantedChange(checked === true)}
          />
          {wanted && (
            <fieldset className="grid gap-3">
              <legend className="sr-only">Wybierz kupon</legend>
              {options.map(({ coupon, problem }) => {
                const saving =
                  coupon.discountType === 'FREE_SHIPPING'
                    ? 'Darmowa dostawa'
                    : `−${formatPrice(couponDiscount(coupon, basis))}`;
                return (
                  <RadioCard
                    key={coupon.id}
                    name="coupon"
                    value={String(coupon.id)}
                    checked={selectedId === coupon.id}
                    disabled={problem !== null}
                    onSelect={() => onSelect(coupon.id)}
                    title={coupon.code}
                    icon={<Ticket aria-hidden="true" />}
                  >
                    {problem !== null ? (
                      <span className="font-medium text-amber-800">{problem}</span>
                    ) : (
                      <>
                        <span className="font-semibold text-green-700">{saving}</span>
                        {coupon.validUntil && (
                          <span>Ważny do {dateFormat.format(new Date(coupon.validUntil))}</span>
                        )}
                      </>
                    )}
                  </RadioCard>
                );
              })}
            </fieldset>
          )}
        </>
      )}
    </Card>
  );
}
