// GET and PUT /wishlists/price-alerts: the account's switch for price-drop alerts of wished-for
// products (docs/product-rules.md, "Powiadomienia o obniżkach"). One resource, one file.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { priceAlertsSchema, type PriceAlerts } from '@shop/shared/reminders';
import { api } from '@/lib/api-client.ts';
import { wishlistsKey } from './get-wishlists.ts';

export const priceAlertsQuery = () =>
  queryOptions({
    queryKey: [...wishlistsKey, 'price-alerts'],
    queryFn: (): Promise<PriceAlerts> =>
      api.get('/wishlists/price-alerts', { schema: priceAlertsSchema }),
  });

export function usePriceAlerts() {
  return useQuery(priceAlertsQuery());
}

export function useSetPriceAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put('/wishlists/price-alerts', { enabled }, { schema: priceAlertsSchema }),
    onSuccess: (alerts) => queryClient.setQueryData(priceAlertsQuery().queryKey, alerts),
  });
}
