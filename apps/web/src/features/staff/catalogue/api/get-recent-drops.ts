// GET /drops?page=0&count=20: the newest drops (by id, newest first) for the product
// form's drop list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dropPageSchema, type Drop } from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';

export const PRODUCT_FORM_DROP_COUNT = 20;

export async function getRecentDrops(): Promise<Drop[]> {
  // Without `upcoming` the API sorts by id, newest first.
  const page = await api.get('/drops', {
    query: { page: 0, count: PRODUCT_FORM_DROP_COUNT },
    schema: dropPageSchema,
  });
  return page.items;
}

export const recentDropsQuery = () =>
  queryOptions({ queryKey: ['staff', 'drops', 'recent'], queryFn: getRecentDrops });

export function useRecentDrops() {
  return useQuery(recentDropsQuery());
}
