// POST /admin/invoices/{invoiceId}/ksef/resend (UPDATE_ORDERS): a document KSeF refused goes
// into the KSeF queue again, after staff fixed what KSeF named.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { ADMIN_ORDERS_KEY } from '@/entities/order/admin-orders.ts';

export function useResendToKsef() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number) =>
      api.post(`/admin/invoices/${invoiceId}/ksef/resend`, undefined, { schema: z.unknown() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
