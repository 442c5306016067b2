// GET /drops/latest: the most recently started drop (404 when none has started).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dropSchema, type Drop } from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';

export function getLatestDrop(): Promise<Drop> {
  return api.get('/drops/latest', { schema: dropSchema });
}

export const latestDropQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'drops', 'latest'], queryFn: getLatestDrop });

export function useLatestDrop() {
  return useQuery(latestDropQuery());
}
