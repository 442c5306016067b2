// The shopper's coupons (/users/me/coupons, with `used`, most recently added first): listed on
// 'Moje kupony', chosen at checkout, added by code (POST /coupons/assign), under one query key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { couponSchema, type AssignCouponRequest } from '@shop/shared/coupons';
import { api } from '@/lib/api-client.ts';
import { getOwnList } from '../own-list.ts';

export const myCouponsQuery = () =>
  queryOptions({
    queryKey: ['coupons', 'mine'],
    queryFn: () => getOwnList('/users/me/coupons', couponSchema),
  });

export function useMyCoupons() {
  return useQuery(myCouponsQuery());
}

export function useAssignCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignCouponRequest) =>
      api.post('/coupons/assign', body, { schema: couponSchema }),
    onSuccess: (coupon) => {
      // Listed at once (checkout applies it straight away), then read again from the server.
      queryClient.setQueryData(myCouponsQuery().queryKey, (list) =>
        list ? [coupon, ...list.filter((own) => own.id !== coupon.id)] : list,
      );
      return queryClient.invalidateQueries(myCouponsQuery());
    },
  });
}
