// POST /coupons (MANAGE_COUPONS).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponSchema, type Coupon, type CreateCouponRequest } from '@shop/shared/coupons';
import { api } from '@/lib/api-client.ts';

export function createCoupon(body: CreateCouponRequest): Promise<Coupon> {
  return api.post('/coupons', body, { schema: couponSchema });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'coupons'] }),
  });
}
