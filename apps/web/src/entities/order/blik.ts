// BLIK typed in the shop (docs/payments-blik.md): POST /orders/{id}/blik sends the code, GET
// says where the order's BLIK payment stands. Checkout sends the first code; the order page
// follows the payment and takes a new code after a refusal.
import { queryOptions } from '@tanstack/react-query';
import { blikPaymentSchema, type BlikPayment } from '@shop/shared/blik';
import { api } from '@/lib/api-client.ts';

export const blikPaymentQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'blik', orderId],
    queryFn: () => api.get(`/orders/${orderId}/blik`, { schema: blikPaymentSchema }),
  });

export function sendBlikCode(orderId: number, code: string): Promise<BlikPayment> {
  return api.post(`/orders/${orderId}/blik`, { code }, { schema: blikPaymentSchema });
}
