// Optional coupon: the shopper's valid coupons (not used, within dates); the first usable one
// comes preselected; those this cart does not qualify for are disabled with the reason
// ('Minimalna wartość zamówienia: X zł'). Each shows what it takes off this cart. A code typed
// here is added to the account and applied in one step.
import { Ticket } from 'lucide-react';
import { cartBasis, couponDiscount, type CartLine } from '@shop/shared/coupon-discount';
import type { Coupon } from '@shop/shared/coupons';
import { formatDeduction } from '@shop/shared/money';
import { Alert } from '@/components/ui/alert.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { AddCouponForm } from '@/entities/coupons/add-coupon-form.tsx';
import type { CouponOption } from '../lib/checkout-rules.ts';
import { RadioCard } from '@/components/ui/radio-card.tsx';
import { formatShortDay } from '@shop/shared/warsaw-time';

export interface CouponChoiceProps {
  options: readonly CouponOption[];
  loadFailed: boolean;
  lines: readonly CartLine[];
  wanted: boolean;
  onWantedChange: (wanted: boolean) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** A coupon added by its code: apply it. */
  onAdded: (coupon: Coupon) => void;
}

export function CouponChoice({
  options,
  loadFailed,
  lines,
  wanted,
  onWantedChange,
  selectedId,
  onSelect,
  onAdded,
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
          Nie masz kuponów, które można teraz wykorzystać. Masz kod? Wpisz go poniżej.
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
                    : formatDeduction(couponDiscount(coupon, basis));
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
                          <span>Ważny do {formatShortDay(coupon.validUntil)}</span>
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
      <AddCouponForm onAdded={onAdded} />
    </Card>
  );
}
