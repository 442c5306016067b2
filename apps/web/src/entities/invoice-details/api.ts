// The shopper's saved invoice data (/users/me/invoice-details: name, address, NIP checked with
// its checksum on both sides), read and changed by the settings page and by checkout under one
// query key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  invoiceDetailsSchema,
  type InvoiceDetails,
  type InvoiceDetailsInput,
} from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';
import { getOwnList } from '../own-list.ts';

const PATH = '/users/me/invoice-details';

export const invoiceDetailsQuery = () =>
  queryOptions({
    queryKey: ['account', 'invoice-details'],
    queryFn: () => getOwnList(PATH, invoiceDetailsSchema),
  });

export function useInvoiceDetails() {
  return useQuery(invoiceDetailsQuery());
}

export function useCreateInvoiceDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceDetailsInput) =>
      api.post(PATH, input, { schema: invoiceDetailsSchema }),
    onSuccess: (saved) => {
      // At once, so checkout can select the new entry before the list is refetched.
      queryClient.setQueryData(invoiceDetailsQuery().queryKey, (old) => [...(old ?? []), saved]);
      return queryClient.invalidateQueries(invoiceDetailsQuery());
    },
  });
}

/** Edits an entry, or makes it the default with `isDefault: true`. */
export function useUpdateInvoiceDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id: number;
      input: InvoiceDetailsInput;
    }): Promise<InvoiceDetails> =>
      api.put(`${PATH}/${id}`, input, { schema: invoiceDetailsSchema }),
    onSuccess: () => queryClient.invalidateQueries(invoiceDetailsQuery()),
  });
}

export function useDeleteInvoiceDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<void> => api.delete(`${PATH}/${id}`),
    onSuccess: () => queryClient.invalidateQueries(invoiceDetailsQuery()),
  });
}
