// DELETE /drops/{id} (CREATE_DROP): a drop without products (409 otherwise).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { STAFF_DROPS_KEY } from './get-staff-drops.ts';

export function deleteDrop(id: number): Promise<void> {
  return api.delete(`/drops/${id}`);
}

export function useDeleteDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDrop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_DROPS_KEY }),
  });
}
