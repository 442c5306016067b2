// DELETE /users/me/invoice-details/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invoiceDetailsQuery } from './get-invoice-details.ts';

export function deleteInvoiceDetails(id: number): Promise<void> {
  return api.delete(`/users/me/invoice-details/${id}`);
}

export function useDeleteInvoiceDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoiceDetails,
    onSuccess: () => queryClient.invalidateQueries(invoiceDetailsQuery()),
  });
}
