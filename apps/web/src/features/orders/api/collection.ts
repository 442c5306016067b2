// A complaint's collection at the shop's cost (art. 43d ust. 2, docs/returns.md): POST
// /orders/{id}/returns/{returnId}/collection makes the prepaid InPost shipment (when it could
// not be made at the filing), GET …/collection/label saves its label.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionSchema, type OrderReturn } from '@shop/shared/returns';
import { api } from '@/lib/api-client.ts';
import { downloadApiFile } from '@/lib/save-file.ts';
import { ORDERS_KEY } from '@/entities/order/orders.ts';

const collectionPath = (item: OrderReturn) =>
  `/orders/${item.orderId}/returns/${item.id}/collection`;

export function useArrangeCollection(item: OrderReturn) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(collectionPath(item), undefined, { schema: collectionSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

export const downloadCollectionLabel = (item: OrderReturn) =>
  downloadApiFile(`${collectionPath(item)}/label`, `etykieta-zwrotna-reklamacja-${item.id}.pdf`);
