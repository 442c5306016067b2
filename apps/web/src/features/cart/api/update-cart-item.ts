// PUT /cart/items/{id}?quantity: sets a line's quantity (1..stock).
import { cartSchema, type Cart } from '@shop/shared/cart';
import { api } from '@/lib/api-client.ts';

export function updateCartItem(lineId: number, quantity: number): Promise<Cart> {
  return api.put(`/cart/items/${lineId}`, undefined, { query: { quantity }, schema: cartSchema });
}
