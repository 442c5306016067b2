// Payment: BLIK first (the shopper confirms in the bank app without leaving the shop): with the
// remembered BLIK, no code at all, or with the code from the bank app, which may remember BLIK
// for the next order („Zapamiętaj BLIK w tym sklepie”, unticked); or Przelewy24, in the method
// chosen here (method-choice.tsx) or on its own page.
import { Landmark, Smartphone } from 'lucide-react';
import type { BlikAlias } from '@shop/shared/blik';
import { Card } from '@/components/ui/card.tsx';
import { BlikCodeField } from '@/entities/order/blik-code-field.tsx';
import { RememberBlik } from '@/entities/order/remember-blik.tsx';
import { MethodChoice } from './method-choice.tsx';
import { RadioCard } from '@/components/ui/radio-card.tsx';
import type { BlikWay, PaymentChoice as Payment } from '../lib/checkout-rules.ts';

export interface PaymentChoiceProps {
  payment: Payment;
  onPaymentChange: (payment: Payment) => void;
  /** The account's remembered BLIK, if any. */
  blikAlias: BlikAlias | null;
  blikWay: BlikWay;
  onBlikWayChange: (way: BlikWay) => void;
  blikCode: string;
  onBlikCodeChange: (code: string) => void;
  rememberBlik: boolean;
  onRememberBlikChange: (remember: boolean) => void;
  /** With the transfer: what the order costs (grosze), the method chosen, the consent. */
  amount: number;
  methodId: number | null;
  onMethodChange: (id: number | null) => void;
  p24Consent: boolean;
  onP24ConsentChange: (consent: boolean) => void;
}

export function PaymentChoice({
  payment,
  onPaymentChange,
  blikAlias,
  blikWay,
  onBlikWayChange,
  blikCode,
  onBlikCodeChange,
  rememberBlik,
  onRememberBlikChange,
  amount,
  methodId,
  onMethodChange,
  p24Consent,
  onP24ConsentChange,
}: PaymentChoiceProps) {
  const codeField = (
    <BlikCodeField
      value={blikCode}
      onChange={onBlikCodeChange}
      hint="6 cyfr z aplikacji banku. Kod jest ważny 2 minuty."
    />
  );
  return (
    <Card className="p-5 sm:p-6">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-lg font-semibold text-slate-900">Płatność</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <RadioCard
            name="payment"
            value="BLIK"
            checked={payment === 'BLIK'}
            onSelect={() => onPaymentChange('BLIK')}
            title="BLIK"
            icon={<Smartphone aria-hidden="true" />}
          >
            {blikAlias
              ? 'Bez kodu: tylko potwierdzisz płatność w aplikacji banku'
              : 'Wpisz kod z aplikacji banku i potwierdź płatność w telefonie'}
          </RadioCard>
          <RadioCard
            name="payment"
            value="TRANSFER"
            checked={payment === 'TRANSFER'}
            onSelect={() => onPaymentChange('TRANSFER')}
            title="Przelew online"
            icon={<Landmark aria-hidden="true" />}
          >
            Karta, portfel, przelew z banku lub płatność odroczona przez Przelewy24
          </RadioCard>
        </div>
        {payment === 'BLIK' && blikAlias && (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="sr-only">Jak zapłacisz BLIK-iem</legend>
            <RadioCard
              name="blik-way"
              value="ALIAS"
              checked={blikWay === 'ALIAS'}
              onSelect={() => onBlikWayChange('ALIAS')}
              title="Zapłać BLIK-iem bez kodu"
            >
              BLIK zapamiętany w aplikacji banku jako „{blikAlias.label}”
            </RadioCard>
            <RadioCard
              name="blik-way"
              value="CODE"
              checked={blikWay === 'CODE'}
              onSelect={() => onBlikWayChange('CODE')}
              title="Wpisz kod BLIK"
            >
              Np. z aplikacji innego banku
            </RadioCard>
          </fieldset>
        )}
        {payment === 'BLIK' && (!blikAlias || blikWay === 'CODE') && (
          <div className="grid gap-1">
            {codeField}
            <RememberBlik checked={rememberBlik} onCheckedChange={onRememberBlikChange} />
          </div>
        )}
        {payment === 'TRANSFER' && (
          <MethodChoice
            amount={amount}
            methodId={methodId}
            onMethodChange={onMethodChange}
            consent={p24Consent}
            onConsentChange={onP24ConsentChange}
          />
        )}
      </fieldset>
    </Card>
  );
}
