// GET /wishlists/price-targets, PUT and DELETE /wishlists/price-targets/{productId}: the prices
// the shopper waits for (docs/product-rules.md, "Cena, na którą czekasz"). One resource, one file.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { priceTargetListSchema, priceTargetSchema } from '@shop/shared/price-targets';
import { api } from '@/lib/api-client.ts';
import { wishlistsKey } from './get-wishlists.ts';

export const priceTargetsQuery = () =>
  queryOptions({
    queryKey: [...wishlistsKey, 'price-targets'],
    queryFn: async () =>
      (await api.get('/wishlists/price-targets', { schema: priceTargetListSchema })).items,
  });

export function usePriceTargets() {
  return useQuery(priceTargetsQuery());
}

export function useSetPriceTarget(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (price: number) =>
      api.put(`/wishlists/price-targets/${productId}`, { price }, { schema: priceTargetSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceTargetsQuery().queryKey }),
  });
}

export function useRemovePriceTarget(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/wishlists/price-targets/${productId}`, { schema: z.unknown() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceTargetsQuery().queryKey }),
  });
}
