// GET /admin/ksef/attention (READ_ORDERS): documents KSeF refused or that have waited for it too
// long. Under the staff orders' key, so a resend refreshes it too.
import { useQuery } from '@tanstack/react-query';
import { ksefAttentionSchema } from '@shop/shared/orders';
import { api } from '@/lib/api-client.ts';
import { ADMIN_ORDERS_KEY } from '@/entities/order/admin-orders.ts';

export function useKsefAttention() {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'ksef-attention'],
    queryFn: async () =>
      (await api.get('/admin/ksef/attention', { schema: ksefAttentionSchema })).items,
  });
}
