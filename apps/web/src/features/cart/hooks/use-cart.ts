// One view of the cart for the page and the header, whoever is shopping: the server cart for a
// logged-in shopper, the local cart (shown with the products' current data) for a guest. Both
// flag lines the same way and compute totals with the shared rules.
import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import { cartLineIssue, type Cart, type CartItem } from '@shop/shared/cart';
import { cartTotals } from '@shop/shared/cart-totals';
import type { Product } from '@shop/shared/catalogue';
import { useAuth } from '@/lib/auth-store.ts';
import { productQuery } from '@/entities/product/api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useServerCart } from '@/entities/cart/api.ts';
import { guestCart, useGuestCartLines, type GuestCartLine } from '../guest-cart.ts';

export interface CartState {
  /** Undefined while loading or after an error. */
  cart: Cart | undefined;
  isPending: boolean;
  isError: boolean;
  isGuest: boolean;
  retry: () => void;
}

/** A cart as the server would answer it, from local lines and the products they point to. */
export function guestCartOf(lines: readonly GuestCartLine[], products: Map<number, Product>): Cart {
  const items: CartItem[] = lines.flatMap(({ productId, quantity }) => {
    const product = products.get(productId);
    if (!product) return [];
    // A guest line is keyed by its product: there is one line per product.
    return [{ id: productId, product, quantity, issue: cartLineIssue(product, quantity) }];
  });
  const buyable = items.filter((item) => item.issue === null);
  const totals = cartTotals(buyable.map((i) => ({ price: i.product.price, quantity: i.quantity })));
  return { items, ...totals, couponId: null };
}

function useGuestCart(enabled: boolean): Omit<CartState, 'isGuest'> {
  const lines = useGuestCartLines();
  const results = useQueries({
    // A guest sees products as a shopper does.
    queries: lines.map((line) => ({ ...productQuery(line.productId, 'shopper'), enabled })),
  });
  // A product the shop no longer shows answers 404: its line is dropped, not an error.
  const isGone = (error: unknown) => isApiError(error, 404);
  const isPending = results.some((result) => result.isPending);
  const isError = results.some((result) => result.isError && !isGone(result.error));
  const gone = results.flatMap((result, i) => (isGone(result.error) ? [lines[i]!.productId] : []));
  const goneKey = gone.join(',');

  // Products the shop no longer shows cannot be bought or displayed: drop their lines.
  useEffect(() => {
    if (!enabled || goneKey === '') return;
    for (const productId of goneKey.split(',')) guestCart.remove(Number(productId));
  }, [enabled, goneKey]);

  let cart: Cart | undefined;
  if (enabled && !isPending && !isError) {
    const products = new Map<number, Product>();
    for (const result of results) if (result.data) products.set(result.data.id, result.data);
    cart = guestCartOf(lines, products);
  }

  return {
    cart,
    isPending: enabled && isPending,
    isError: enabled && isError,
    retry: () => results.forEach((result) => void result.refetch()),
  };
}

export function useCart(): CartState {
  const { user } = useAuth();
  const isGuest = user === null;
  const server = useServerCart(user?.id);
  const guest = useGuestCart(isGuest);
  if (isGuest) return { ...guest, isGuest };
  return {
    cart: server.data,
    isPending: server.isPending,
    isError: server.isError,
    isGuest,
    retry: () => void server.refetch(),
  };
}

/** Pieces in the cart, for the header badge; counts local lines without loading products. */
export function useCartCount(): number {
  const { user } = useAuth();
  const lines = useGuestCartLines();
  const server = useServerCart(user?.id);
  const quantities = user
    ? (server.data?.items ?? []).map((item) => item.quantity)
    : lines.map((line) => line.quantity);
  return quantities.reduce((sum, quantity) => sum + quantity, 0);
}
