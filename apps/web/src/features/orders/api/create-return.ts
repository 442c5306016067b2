// POST /orders/{id}/returns (the order's shopper): a withdrawal from the contract or a complaint
// about chosen pieces. Without a photo the request goes as JSON; with one as multipart, the
// request as the text field `request` and the image as `photo` (docs/returns.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RETURN_PHOTO_FIELD,
  RETURN_REQUEST_FIELD,
  orderReturnSchema,
  type CreateReturnRequest,
  type OrderReturn,
} from '@shop/shared/returns';
import { api } from '@/lib/api-client.ts';
import { ORDERS_KEY } from '@/entities/order/orders.ts';

export function createReturn(
  orderId: number,
  request: CreateReturnRequest,
  photo: File | null,
): Promise<OrderReturn> {
  const path = `/orders/${orderId}/returns`;
  if (!photo) return api.post(path, request, { schema: orderReturnSchema });
  const form = new FormData();
  form.append(RETURN_REQUEST_FIELD, JSON.stringify(request));
  form.append(RETURN_PHOTO_FIELD, photo, photo.name);
  return api.post(path, form, { schema: orderReturnSchema });
}

export function useCreateReturn(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, photo }: { request: CreateReturnRequest; photo: File | null }) =>
      createReturn(orderId, request, photo),
    // The order lists its returns and the pieces they hold.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
