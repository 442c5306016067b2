// DELETE /users/me/addresses/{id} (the server then promotes another address to default).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { addressesQuery } from './get-addresses.ts';

export function deleteAddress(id: number): Promise<void> {
  return api.delete(`/users/me/addresses/${id}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries(addressesQuery()),
  });
}
