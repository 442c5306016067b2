// POST /coupons/assign {code}: adds a coupon to the shopper's list by its code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponSchema, type AssignCouponRequest, type Coupon } from '@shop/shared/coupons';
import { api } from '@/lib/api-client.ts';
import { myCouponsQuery } from './get-my-coupons.ts';

export function assignCoupon(body: AssignCouponRequest): Promise<Coupon> {
  return api.post('/coupons/assign', body, { schema: couponSchema });
}

export function useAssignCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCoupon,
    onSuccess: () => queryClient.invalidateQueries(myCouponsQuery()),
  });
}
