// GET /cart: the logged-in shopper's cart, with current prices and the shared totals.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartSchema, type Cart } from '@shop/shared/cart';
import { api } from '@/lib/api-client.ts';

export function getCart(): Promise<Cart> {
  return api.get('/cart', { schema: cartSchema });
}

/** Prefix of every server cart query. */
export const serverCartKey = ['cart', 'server'] as const;

/** The server cart of one user (the key holds the id, so another login never sees it). */
export const serverCartQuery = (userId: number) =>
  queryOptions({ queryKey: [...serverCartKey, userId], queryFn: getCart });

export function useServerCart(userId: number | undefined) {
  return useQuery({ ...serverCartQuery(userId ?? 0), enabled: userId !== undefined });
}
