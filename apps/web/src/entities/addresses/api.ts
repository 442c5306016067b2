// The shopper's delivery addresses (/users/me/addresses), read and changed by the settings page
// and by checkout under one query key, so a change in one shows in the other at once. The
// first address becomes the default; deleting the default promotes another (server side).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressSchema, type Address, type AddressInput } from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';
import { getOwnList } from '../own-list.ts';

const PATH = '/users/me/addresses';

export const addressesQuery = () =>
  queryOptions({
    queryKey: ['account', 'addresses'],
    queryFn: () => getOwnList(PATH, addressSchema),
  });

export function useAddresses() {
  return useQuery(addressesQuery());
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) => api.post(PATH, input, { schema: addressSchema }),
    onSuccess: (saved) => {
      // At once, so checkout can select the new address before the list is refetched.
      queryClient.setQueryData(addressesQuery().queryKey, (old) => [...(old ?? []), saved]);
      return queryClient.invalidateQueries(addressesQuery());
    },
  });
}

/** Edits an address, or makes it the default with `isDefault: true`. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AddressInput }): Promise<Address> =>
      api.put(`${PATH}/${id}`, input, { schema: addressSchema }),
    onSuccess: () => queryClient.invalidateQueries(addressesQuery()),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<void> => api.delete(`${PATH}/${id}`),
    onSuccess: () => queryClient.invalidateQueries(addressesQuery()),
  });
}
