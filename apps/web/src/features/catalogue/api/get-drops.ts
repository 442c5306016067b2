// GET /drops?upcoming&page&count: upcoming drops (soonest first) and started ones
// (newest first), a page at a time.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { dropPageSchema, type Drop } from '@shop/shared/catalogue';
import type { Page } from '@shop/shared/http';
import { api } from '@/lib/api-client.ts';

export const DROPS_PAGE_SIZE = 20;

export function getDrops(query: {
  upcoming: boolean;
  page: number;
  count: number;
}): Promise<Page<Drop>> {
  return api.get('/drops', { query, schema: dropPageSchema });
}

/** The first few upcoming drops (landing page block). */
export const upcomingDropsQuery = (count: number) =>
  queryOptions({
    queryKey: ['catalogue', 'drops', 'upcoming', count],
    queryFn: () => getDrops({ upcoming: true, page: 0, count }),
  });

export function useUpcomingDrops(count: number) {
  return useQuery(upcomingDropsQuery(count));
}

/** Every upcoming or every started drop, page by page. */
export const dropListQuery = (upcoming: boolean) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'drops', upcoming ? 'upcoming' : 'started', 'all'],
    queryFn: ({ pageParam }) => getDrops({ upcoming, page: pageParam, count: DROPS_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: nextPage(DROPS_PAGE_SIZE),
  });

export function useDropList(upcoming: boolean) {
  return useInfiniteQuery(dropListQuery(upcoming));
}

/** The next page number while earlier pages have not reached totalCount. */
export function nextPage(pageSize: number) {
  return (last: Page<unknown>, pages: Page<unknown>[], lastPage: number): number | undefined =>
    last.items.length === pageSize && pages.length * pageSize < last.totalCount
      ? lastPage + 1
      : undefined;
}
