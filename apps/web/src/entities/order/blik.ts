// BLIK in the shop (docs/payments-blik.md): POST /orders/{id}/blik sends a code (remembering the
// shopper's BLIK when they ticked the box), POST /orders/{id}/blik/one-click pays with the
// remembered one, GET says where the order's BLIK payment stands. Checkout sends the first;
// the order page follows the payment and takes another after a refusal. GET and DELETE
// /users/me/blik-alias: the remembered BLIK itself.
import { queryOptions } from '@tanstack/react-query';
import { blikAliasAnswerSchema, blikPaymentSchema, type BlikPayment } from '@shop/shared/blik';
import { api } from '@/lib/api-client.ts';

export const blikPaymentQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'blik', orderId],
    queryFn: () => api.get(`/orders/${orderId}/blik`, { schema: blikPaymentSchema }),
  });

export function sendBlikCode(
  orderId: number,
  code: string,
  remember = false,
): Promise<BlikPayment> {
  return api.post(`/orders/${orderId}/blik`, remember ? { code, remember } : { code }, {
    schema: blikPaymentSchema,
  });
}

/** Pays with the remembered BLIK; `app` is the bank app the shopper chose among several. */
export function payWithRememberedBlik(orderId: number, app?: string): Promise<BlikPayment> {
  return api.post(`/orders/${orderId}/blik/one-click`, app ? { app } : {}, {
    schema: blikPaymentSchema,
  });
}

export const blikAliasQuery = () =>
  queryOptions({
    queryKey: ['account', 'blik-alias'],
    queryFn: async () =>
      (await api.get('/users/me/blik-alias', { schema: blikAliasAnswerSchema })).alias,
  });

export function forgetBlikAlias(): Promise<void> {
  return api.delete('/users/me/blik-alias');
}
