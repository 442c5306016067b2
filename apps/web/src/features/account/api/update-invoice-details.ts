// PUT /users/me/invoice-details/{id}: edit, or make it the default with isDefault: true.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invoiceDetailsSchema,
  type InvoiceDetails,
  type InvoiceDetailsInput,
} from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';
import { invoiceDetailsQuery } from './get-invoice-details.ts';

export function updateInvoiceDetails({
  id,
  input,
}: {
  id: number;
  input: InvoiceDetailsInput;
}): Promise<InvoiceDetails> {
  return api.put(`/users/me/invoice-details/${id}`, input, { schema: invoiceDetailsSchema });
}

export function useUpdateInvoiceDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceDetails,
    onSuccess: () => queryClient.invalidateQueries(invoiceDetailsQuery()),
  });
}
