// POST /admin/orders/{id}/shipment (UPDATE_ORDERS): 'Nadaj przesyłkę' — the order's InPost
// parcel of the size staff chose; address, locker and receiver come from the order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderSchema, type AdminOrder, type CreateShipmentRequest } from '@shop/shared/orders';
import { api } from '@/lib/api-client.ts';
import { ADMIN_ORDERS_KEY } from '@/entities/order/admin-orders.ts';

export function createShipment(orderId: number, body: CreateShipmentRequest): Promise<AdminOrder> {
  return api.post(`/admin/orders/${orderId}/shipment`, body, { schema: adminOrderSchema });
}

export function useCreateShipment(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShipmentRequest) => createShipment(orderId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
