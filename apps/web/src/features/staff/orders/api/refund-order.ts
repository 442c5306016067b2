// POST /admin/orders/{id}/refunds (UPDATE_ORDERS): 'Zwróć pieniądze' — the whole payment left, or
// chosen lines (and the shipping cost). The Idempotency-Key is one per opening of the dialog, so a
// click repeated after a lost answer refunds once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderSchema, type AdminOrder, type RefundRequest } from '@shop/shared/orders';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/shared/refunds';
import { api } from '@/lib/api-client.ts';
import { ADMIN_ORDERS_KEY } from '@/entities/order/admin-orders.ts';

export function refundOrder(
  orderId: number,
  body: RefundRequest,
  idempotencyKey: string,
): Promise<AdminOrder> {
  return api.post(`/admin/orders/${orderId}/refunds`, body, {
    schema: adminOrderSchema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useRefundOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RefundRequest; idempotencyKey: string }) =>
      refundOrder(orderId, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
