// GET /coupons?page&count (MANAGE_COUPONS): every coupon, newest first, a page at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { couponSchema, type Coupon } from '@shop/shared/coupons';
import { pageOf, type Page } from '@shop/shared/http';
import { api } from '@/lib/api-client.ts';

export const COUPONS_PAGE_SIZE = 20;

export function getCoupons(page: number): Promise<Page<Coupon>> {
  return api.get('/coupons', {
    query: { page, count: COUPONS_PAGE_SIZE },
    schema: pageOf(couponSchema),
  });
}

/** Every staff coupon list page: refetched after a change. */
export const COUPONS_KEY = ['staff', 'coupons'] as const;

export const couponsQuery = (page: number) =>
  queryOptions({ queryKey: [...COUPONS_KEY, page], queryFn: () => getCoupons(page) });

export function useCoupons(page: number) {
  return useQuery({ ...couponsQuery(page), placeholderData: keepPreviousData });
}
