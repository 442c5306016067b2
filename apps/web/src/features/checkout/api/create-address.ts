// POST /users/me/addresses: the address added inline at checkout.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressSchema, type Address, type AddressInput } from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';
import { addressesQuery } from './get-addresses.ts';

export function createAddress(input: AddressInput): Promise<Address> {
  return api.post('/users/me/addresses', input, { schema: addressSchema });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: (saved) => {
      // At once, so checkout can show the new address before the list is refetched.
      queryClient.setQueryData(addressesQuery().queryKey, (old) => [...(old ?? []), saved]);
      return queryClient.invalidateQueries(addressesQuery());
    },
  });
}
