// GET /users/me/coupons: the shopper's coupons with `used`, most recently added first. The
// checkout reads the same list under the same key (['coupons', 'mine']).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponSchema, type Coupon } from '@shop/shared/coupons';
import { pageOf } from '@shop/shared/http';
import { api } from '@/lib/api-client.ts';

/** The API's page size limit; one page holds every coupon a shopper collects. */
const ALL_COUPONS = 100;

export async function getMyCoupons(): Promise<Coupon[]> {
  const page = await api.get('/users/me/coupons', {
    query: { page: 0, count: ALL_COUPONS },
    schema: pageOf(couponSchema),
  });
  return page.items;
}

export const myCouponsQuery = () =>
  queryOptions({ queryKey: ['coupons', 'mine'], queryFn: getMyCoupons });

export function useMyCoupons() {
  return useQuery(myCouponsQuery());
}
