// The shopper's own lists (addresses, invoice details, coupons) come in one page: the API's page
// size limit is more than anybody keeps.
import type { z } from 'zod';
import { pageOf } from '@shop/shared/http';
import { api } from '@/lib/api-client.ts';

const OWN_LIST_COUNT = 100;

export async function getOwnList<T>(path: string, item: z.ZodType<T>): Promise<T[]> {
  const page = await api.get(path, {
    query: { page: 0, count: OWN_LIST_COUNT },
    schema: pageOf(item),
  });
  return page.items;
}
