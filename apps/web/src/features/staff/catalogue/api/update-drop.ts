// PUT /drops/{id} (CREATE_DROP): every field of a drop; its start only before it starts (409).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropSchema, type Drop, type DropEdit } from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';
import { STAFF_DROPS_KEY } from './get-staff-drops.ts';

export function updateDrop({ id, body }: { id: number; body: DropEdit }): Promise<Drop> {
  return api.put(`/drops/${id}`, body, { schema: dropSchema });
}

export function useUpdateDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDrop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_DROPS_KEY }),
  });
}
