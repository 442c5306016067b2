// Payment: BLIK first (the code from the bank app typed here; the shopper then confirms in the
// app without leaving the shop), or a transfer at the payment operator's (Przelewy24).
import { Landmark, Smartphone } from 'lucide-react';
import { Card } from '@/components/ui/card.tsx';
import { BlikCodeField } from '@/entities/order/blik-code-field.tsx';
import { RadioCard } from '@/components/ui/radio-card.tsx';
import type { PaymentChoice as Payment } from '../lib/checkout-rules.ts';

export interface PaymentChoiceProps {
  payment: Payment;
  onPaymentChange: (payment: Payment) => void;
  blikCode: string;
  onBlikCodeChange: (code: string) => void;
}

export function PaymentChoice({
  payment,
  onPaymentChange,
  blikCode,
  onBlikCodeChange,
}: PaymentChoiceProps) {
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
            Wpisz kod z aplikacji banku i potwierdź płatność w telefonie
          </RadioCard>
          <RadioCard
            name="payment"
            value="TRANSFER"
            checked={payment === 'TRANSFER'}
            onSelect={() => onPaymentChange('TRANSFER')}
            title="Przelew online"
            icon={<Landmark aria-hidden="true" />}
          >
            Wybierzesz bank na stronie operatora płatności Przelewy24
          </RadioCard>
        </div>
        {payment === 'BLIK' && (
          <BlikCodeField
            value={blikCode}
            onChange={onBlikCodeChange}
            hint="6 cyfr z aplikacji banku. Kod jest ważny 2 minuty."
          />
        )}
      </fieldset>
    </Card>
  );
}
