// POST /admin/orders/{id}/status (UPDATE_ORDERS): PAID -> SHIPPED -> DELIVERED, or cancel.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminOrderSchema,
  type AdminOrder,
  type OrderTransitionRequest,
} from '@shop/shared/orders';
import { api } from '@/lib/api-client.ts';
import { ADMIN_ORDERS_KEY } from '@/entities/order/admin-orders.ts';

export function changeOrderStatus(
  orderId: number,
  change: OrderTransitionRequest,
): Promise<AdminOrder> {
  return api.post(`/admin/orders/${orderId}/status`, change, { schema: adminOrderSchema });
}

export function useChangeOrderStatus(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderTransitionRequest) => changeOrderStatus(orderId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
