// PUT /users/me/addresses/{id}: edit, or make it the default with isDefault: true.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressSchema, type Address, type AddressInput } from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';
import { addressesQuery } from './get-addresses.ts';

export function updateAddress({
  id,
  input,
}: {
  id: number;
  input: AddressInput;
}): Promise<Address> {
  return api.put(`/users/me/addresses/${id}`, input, { schema: addressSchema });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries(addressesQuery()),
  });
}
