// POST /admin/returns/{id}/received (MANAGE_RETURNS): the goods arrived; the shop's 14 days to
// answer start (docs/returns.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReturnSchema, type AdminReturn } from '@shop/shared/returns';
import { api } from '@/lib/api-client.ts';
import { ADMIN_ORDERS_KEY } from '@/entities/order/admin-orders.ts';
import { ADMIN_RETURNS_KEY } from './get-admin-returns.ts';

export function markReturnReceived(returnId: number): Promise<AdminReturn> {
  return api.post(`/admin/returns/${returnId}/received`, undefined, { schema: adminReturnSchema });
}

export function useMarkReturnReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReturnReceived,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_RETURNS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
      ]),
  });
}
