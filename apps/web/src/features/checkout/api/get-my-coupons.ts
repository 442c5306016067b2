// GET /users/me/coupons: the shopper's coupons (with `used`) to pick one at checkout. Same
// query key as 'Moje kupony' (['coupons', 'mine']).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponSchema, type Coupon } from '@shop/shared/coupons';
import { pageOf } from '@shop/shared/http';
import { api } from '@/lib/api-client.ts';

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
