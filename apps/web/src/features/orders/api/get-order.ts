// GET /orders/{id}: one of the shopper's own orders (another's is 404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderSchema, type Order } from '@shop/shared/orders';
import { api } from '@/lib/api-client.ts';

export function getOrder(id: number): Promise<Order> {
  return api.get(`/orders/${id}`, { schema: orderSchema });
}

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: ['orders', 'detail', id], queryFn: () => getOrder(id) });

/** After a payment the status may still change for a while (the provider's notification). */
const PAYMENT_POLL_MS = 2000;
const PAYMENT_POLL_FOR_MS = 60_000;

/**
 * One order; `paymentSince` (when the shopper came back from paying) keeps a PENDING order
 * refreshing for a minute, until the provider's notification has marked it paid.
 */
export function useOrder(id: number | null, paymentSince: number | null = null) {
  return useQuery({
    ...orderQuery(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => {
      const watching =
        paymentSince !== null &&
        query.state.data?.status === 'PENDING' &&
        Date.now() - paymentSince < PAYMENT_POLL_FOR_MS;
      return watching ? PAYMENT_POLL_MS : false;
    },
  });
}
