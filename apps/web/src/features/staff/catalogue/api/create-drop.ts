// POST /drops (CREATE_DROP): a new drop.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { dropSchema, type createDropInputSchema, type Drop } from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';
import { STAFF_DROPS_KEY } from './get-staff-drops.ts';

export type CreateDropBody = z.output<typeof createDropInputSchema>;

export function createDrop(body: CreateDropBody): Promise<Drop> {
  return api.post('/drops', body, { schema: dropSchema });
}

export function useCreateDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDrop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_DROPS_KEY }),
  });
}
