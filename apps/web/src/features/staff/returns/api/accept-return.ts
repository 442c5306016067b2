// POST /admin/returns/{id}/accept (MANAGE_RETURNS): the return is accepted and its pieces (and the
// shipping cost when chosen) refunded in the same request, exactly once however often it is sent
// (docs/returns.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminReturnSchema,
  type AcceptReturnRequest,
  type AdminReturn,
} from '@shop/shared/returns';
import { api } from '@/lib/api-client.ts';
import { ADMIN_ORDERS_KEY } from '@/entities/order/admin-orders.ts';
import { ADMIN_RETURNS_KEY } from './get-admin-returns.ts';

export function acceptReturn(returnId: number, body: AcceptReturnRequest): Promise<AdminReturn> {
  return api.post(`/admin/returns/${returnId}/accept`, body, { schema: adminReturnSchema });
}

export function useAcceptReturn(returnId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptReturnRequest) => acceptReturn(returnId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_RETURNS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
      ]),
  });
}
