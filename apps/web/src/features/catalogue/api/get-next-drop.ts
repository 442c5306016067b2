// GET /drops/next: the soonest upcoming drop (404 when none is planned).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dropSchema, type Drop } from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';

export function getNextDrop(): Promise<Drop> {
  return api.get('/drops/next', { schema: dropSchema });
}

export const nextDropQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'drops', 'next'], queryFn: getNextDrop });

export function useNextDrop() {
  return useQuery(nextDropQuery());
}
