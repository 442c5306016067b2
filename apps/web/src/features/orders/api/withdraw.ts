// POST /orders/{id}/withdrawal (the order's shopper): the withdrawal function's confirmation
// („Potwierdź odstąpienie”) with the chosen pieces, or none for the whole order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderReturnSchema, type OrderReturn, type WithdrawalRequest } from '@shop/shared/returns';
import { api } from '@/lib/api-client.ts';
import { ORDERS_KEY } from '@/entities/order/orders.ts';

export function useWithdraw(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: WithdrawalRequest): Promise<OrderReturn> =>
      api.post(`/orders/${orderId}/withdrawal`, request, { schema: orderReturnSchema }),
    // The order changes: its returns, and when not sent yet its status and refund.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
