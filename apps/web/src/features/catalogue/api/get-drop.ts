// GET /drops/{idOrSlug}: one drop.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dropSchema, type Drop } from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';

export function getDrop(slug: string): Promise<Drop> {
  return api.get(`/drops/${encodeURIComponent(slug)}`, { schema: dropSchema });
}

export const dropQuery = (slug: string) =>
  queryOptions({ queryKey: ['catalogue', 'drop', slug], queryFn: () => getDrop(slug) });

export function useDrop(slug: string, enabled = true) {
  return useQuery({ ...dropQuery(slug), enabled });
}
