// With „Przelew online”: the methods Przelewy24 offers for this amount (cards, wallets where the
// device has them, the banks' transfers, deferred payments with the credit warning), or its own
// list. A chosen method needs the shopper's statement about Przelewy24's terms (unticked, its
// words and links as Przelewy24 prescribes), and the shopper lands straight in it.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  CREDIT_WARNING,
  P24_CONSENT,
  PAYMENT_METHOD_KIND_LABELS,
  PAYMENT_METHOD_KINDS,
  type PaymentMethod,
} from '@shop/shared/payment-methods';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { cn } from '@/lib/cn.ts';
import { offeredHere, paymentMethodsQuery } from '@/entities/order/payment-methods.ts';

export interface MethodChoiceProps {
  /** Grosze: what the order will cost. */
  amount: number;
  methodId: number | null;
  onMethodChange: (id: number | null) => void;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
}

const linkClassName = 'font-medium text-brand-700 underline underline-offset-2';

export function MethodChoice({
  amount,
  methodId,
  onMethodChange,
  consent,
  onConsentChange,
}: MethodChoiceProps) {
  const methods = (useQuery(paymentMethodsQuery(amount)).data ?? []).filter(offeredHere);
  // Nothing to choose from (the provider did not answer): its own page lists the methods.
  if (methods.length === 0) return null;
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Sposób płatności</legend>
        <MethodTile
          checked={methodId === null}
          onSelect={() => onMethodChange(null)}
          name="Wybiorę na stronie Przelewy24"
        />
        {PAYMENT_METHOD_KINDS.map((kind) => {
          const ofKind = methods.filter((method) => method.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <div
              key={kind}
              role="group"
              aria-label={PAYMENT_METHOD_KIND_LABELS[kind]}
              className="grid gap-2"
            >
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {PAYMENT_METHOD_KIND_LABELS[kind]}
              </p>
              {kind === 'DEFERRED' && (
                <p className="text-sm font-semibold text-slate-900">{CREDIT_WARNING}</p>
              )}
              <div className="grid gap-2 sm:grid-cols-2">
                {ofKind.map((method) => (
                  <MethodTile
                    key={method.id}
                    method={method}
                    name={method.name}
                    checked={methodId === method.id}
                    onSelect={() => onMethodChange(method.id)}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </fieldset>
      {methodId !== null && (
        <Checkbox
          checked={consent}
          onCheckedChange={(value) => onConsentChange(value === true)}
          label={
            <>
              {P24_CONSENT.before}
              <a
                href={P24_CONSENT.termsUrl}
                target="_blank"
                rel="noreferrer"
                className={linkClassName}
              >
                {P24_CONSENT.terms}
              </a>
              {P24_CONSENT.between}
              <a
                href={P24_CONSENT.informationUrl}
                target="_blank"
                rel="noreferrer"
                className={linkClassName}
              >
                {P24_CONSENT.information}
              </a>
              {P24_CONSENT.after}
            </>
          }
        />
      )}
    </div>
  );
}

function MethodTile({
  method,
  name,
  checked,
  onSelect,
}: {
  method?: PaymentMethod;
  name: string;
  checked: boolean;
  onSelect: () => void;
}) {
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <label
      className={cn(
        'flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border bg-white px-3 py-2 text-sm',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
        checked
          ? 'border-brand-600 ring-1 ring-brand-600'
          : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <input
        type="radio"
        name="payment-method"
        checked={checked}
        onChange={onSelect}
        className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
      />
      {method?.imgUrl && !logoFailed && (
        <img
          src={method.imgUrl}
          alt=""
          // A logo that does not load leaves the name alone, not a broken picture.
          onError={() => setLogoFailed(true)}
          className="h-6 w-10 shrink-0 object-contain"
        />
      )}
      <span className="min-w-0 font-medium break-words text-slate-900">{name}</span>
    </label>
  );
}
