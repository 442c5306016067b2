// GET /drops?page&count (listed by id, newest first) and GET /drops/{id}: the drops staff
// edit or delete on /admin/collections.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dropPageSchema, dropSchema, type Drop } from '@shop/shared/catalogue';
import type { Page } from '@shop/shared/http';
import { api } from '@/lib/api-client.ts';

export const STAFF_DROPS_PAGE_SIZE = 20;

/** Every staff drop query (recent drops of the product form too): refetched after a change. */
export const STAFF_DROPS_KEY = ['staff', 'drops'] as const;

export function getStaffDrops(page: number): Promise<Page<Drop>> {
  return api.get('/drops', {
    query: { page, count: STAFF_DROPS_PAGE_SIZE },
    schema: dropPageSchema,
  });
}

export const staffDropsQuery = (page: number) =>
  queryOptions({
    queryKey: [...STAFF_DROPS_KEY, 'page', page],
    queryFn: () => getStaffDrops(page),
  });

export function useStaffDrops(page: number) {
  return useQuery({ ...staffDropsQuery(page), placeholderData: keepPreviousData });
}

export function getStaffDrop(id: number): Promise<Drop> {
  return api.get(`/drops/${id}`, { schema: dropSchema });
}

export const staffDropQuery = (id: number) =>
  queryOptions({ queryKey: [...STAFF_DROPS_KEY, 'one', id], queryFn: () => getStaffDrop(id) });

export function useStaffDrop(id: number | null) {
  return useQuery({ ...staffDropQuery(id ?? 0), enabled: id !== null });
}
