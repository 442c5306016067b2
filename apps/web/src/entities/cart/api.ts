// The logged-in shopper's server cart (GET /cart, with current prices, flagged lines and the
// shared totals): one cached cart for the header badge, /cart and checkout, so they never
// disagree. The guest cart lives in the browser (features/cart/guest-cart.ts).
import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { cartSchema, type Cart } from '@shop/shared/cart';
import { admissionStore } from '@/lib/admission-store.ts';
import { api } from '@/lib/api-client.ts';
import { onLiveStock, useLiveStock } from '@/lib/live-stock.ts';
import { patchCartStock } from '@/lib/live-stock-cache.ts';

export function getCart(): Promise<Cart> {
  return api.get('/cart', { schema: cartSchema });
}

/** Prefix of every server cart query: invalidate it when the cart may have changed. */
export const serverCartKey = ['cart', 'server'] as const;

/** The server cart of one user (the key holds the id, so another login never sees it). */
export const serverCartQuery = (userId: number) =>
  queryOptions({ queryKey: [...serverCartKey, userId], queryFn: getCart });

export function useServerCart(userId: number | undefined) {
  return useQuery({ ...serverCartQuery(userId ?? 0), enabled: userId !== undefined });
}

/**
 * Keeps a cart on screen (/cart, checkout) following the live stock of its products: a piece
 * another shopper reserved or bought turns its line into a flagged one at once, out of the total
 * (the server cart is patched, then read again for its coupon and totals; a guest cart's products
 * are the catalogue's answers, which the stream patches itself).
 */
export function useLiveCart(userId: number | undefined, productIds: readonly number[]) {
  const queryClient = useQueryClient();
  useLiveStock({ productIds });
  useEffect(() => {
    if (userId === undefined) return;
    const key = serverCartQuery(userId).queryKey;
    return onLiveStock((updates) => {
      const cart = queryClient.getQueryData(key);
      if (!cart) return;
      const patched = patchCartStock(cart, updates);
      if (patched === cart) return;
      queryClient.setQueryData(key, patched);
      void queryClient.invalidateQueries({ queryKey: key });
    });
  }, [queryClient, userId]);
}

/** Adds pieces (more on the product's line if it has one); answers the whole cart. */
export function addCartItem(productId: number, quantity: number): Promise<Cart> {
  return api.post('/cart/items', undefined, {
    query: { productId, quantity },
    schema: cartSchema,
    // A drop whose lobby runs sells to admitted shoppers (decision 031).
    headers: admissionStore.headers(),
  });
}

/** Sets a line's quantity (1..stock); answers the whole cart. */
export function updateCartItem(lineId: number, quantity: number): Promise<Cart> {
  return api.put(`/cart/items/${lineId}`, undefined, { query: { quantity }, schema: cartSchema });
}

export function removeCartItem(lineId: number): Promise<Cart> {
  return api.delete(`/cart/items/${lineId}`, { schema: cartSchema });
}
