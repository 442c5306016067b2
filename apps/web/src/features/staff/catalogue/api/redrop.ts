// The re-drop of a drop's unsold pieces: which of its products are off sale with pieces left
// (GET /products/drop/{id}?status=NOT_AVAILABLE, as staff read it), the drops that have not
// started yet (GET /drops?upcoming=true), and POST /drops/{id}/redrop to move them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  dropPageSchema,
  productPageSchema,
  redropResultSchema,
  type RedropResult,
} from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';
import { STAFF_DROPS_KEY } from './get-staff-drops.ts';

const UNSOLD_PAGE = 100;

export const unsoldQuery = (dropId: number) =>
  queryOptions({
    queryKey: [...STAFF_DROPS_KEY, 'unsold', dropId],
    queryFn: async () => {
      const page = await api.get(`/products/drop/${dropId}`, {
        query: { status: 'NOT_AVAILABLE', count: UNSOLD_PAGE },
        schema: productPageSchema,
      });
      return page.items.filter((product) => product.stock > 0);
    },
  });

export const useUnsold = (dropId: number) => useQuery(unsoldQuery(dropId));

export const useUpcomingDrops = () =>
  useQuery({
    queryKey: [...STAFF_DROPS_KEY, 'upcoming'],
    queryFn: () =>
      api.get('/drops', { query: { upcoming: true, count: 50 }, schema: dropPageSchema }),
  });

export const redrop = (dropId: number, targetDropId: number): Promise<RedropResult> =>
  api.post(`/drops/${dropId}/redrop`, { targetDropId }, { schema: redropResultSchema });
