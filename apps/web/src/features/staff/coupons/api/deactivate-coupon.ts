// POST /coupons/{id}/deactivate (MANAGE_COUPONS): the coupon can no longer be added or used.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponSchema, type Coupon } from '@shop/shared/coupons';
import { api } from '@/lib/api-client.ts';
import { COUPONS_KEY } from './get-coupons.ts';

export function deactivateCoupon(id: number): Promise<Coupon> {
  return api.post(`/coupons/${id}/deactivate`, undefined, { schema: couponSchema });
}

export function useDeactivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
