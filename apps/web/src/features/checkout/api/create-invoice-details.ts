// POST /users/me/invoice-details: invoice data added inline at checkout.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invoiceDetailsSchema,
  type InvoiceDetails,
  type InvoiceDetailsInput,
} from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';
import { invoiceDetailsQuery } from './get-invoice-details.ts';

export function createInvoiceDetails(input: InvoiceDetailsInput): Promise<InvoiceDetails> {
  return api.post('/users/me/invoice-details', input, { schema: invoiceDetailsSchema });
}

export function useCreateInvoiceDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoiceDetails,
    onSuccess: (saved) => {
      queryClient.setQueryData(invoiceDetailsQuery().queryKey, (old) => [...(old ?? []), saved]);
      return queryClient.invalidateQueries(invoiceDetailsQuery());
    },
  });
}
