// The payment methods Przelewy24 offers for an amount (GET /payments/methods, docs/payment-methods.md),
// and the payment page's address that opens the chosen one straight away.
import { queryOptions } from '@tanstack/react-query';
import {
  CONSENT_PARAM,
  METHOD_PARAM,
  paymentMethodsSchema,
  type PaymentMethod,
} from '@shop/shared/payment-methods';
import { api } from '@/lib/api-client.ts';

export const paymentMethodsQuery = (amount: number) =>
  queryOptions({
    queryKey: ['payments', 'methods', amount],
    queryFn: async () =>
      (await api.get('/payments/methods', { schema: paymentMethodsSchema, query: { amount } }))
        .methods,
    staleTime: 5 * 60_000,
  });

/**
 * Whether this device can pay with the method: Apple Pay only where Safari offers it (on other
 * browsers Przelewy24's page could not complete it).
 */
export function offeredHere(method: PaymentMethod): boolean {
  if (/apple pay/i.test(method.name))
    return typeof window !== 'undefined' && 'ApplePaySession' in window;
  return true;
}

/** The payment page with the chosen method and the consent to Przelewy24's terms given here. */
export function withMethod(paymentUrl: string, methodId: number): string {
  const url = new URL(paymentUrl, window.location.origin);
  url.searchParams.set(METHOD_PARAM, String(methodId));
  url.searchParams.set(CONSENT_PARAM, '1');
  return url.href;
}
