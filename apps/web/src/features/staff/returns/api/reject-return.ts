// POST /admin/returns/{id}/reject (MANAGE_RETURNS): the return is rejected with a reason the
// shopper reads (docs/returns.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminReturnSchema,
  type AdminReturn,
  type RejectReturnRequest,
} from '@shop/shared/returns';
import { api } from '@/lib/api-client.ts';
import { ADMIN_ORDERS_KEY } from '@/entities/order/admin-orders.ts';
import { ADMIN_RETURNS_KEY } from './get-admin-returns.ts';

export function rejectReturn(returnId: number, body: RejectReturnRequest): Promise<AdminReturn> {
  return api.post(`/admin/returns/${returnId}/reject`, body, { schema: adminReturnSchema });
}

export function useRejectReturn(returnId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RejectReturnRequest) => rejectReturn(returnId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_RETURNS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
      ]),
  });
}
