// GET /cart for checkout: the shopper's server cart with current prices and flagged lines.
// The query key is the cart feature's (['cart', 'server', userId]) on purpose: one cached cart,
// so the header badge and checkout never disagree.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartSchema, type Cart } from '@shop/shared/cart';
import { api } from '@/lib/api-client.ts';

export function getCart(): Promise<Cart> {
  return api.get('/cart', { schema: cartSchema });
}

export const checkoutCartQuery = (userId: number) =>
  queryOptions({ queryKey: ['cart', 'server', userId], queryFn: getCart });

export function useCheckoutCart(userId: number) {
  return useQuery(checkoutCartQuery(userId));
}
