// DELETE /cart/items/{id}: removes a line.
import { cartSchema, type Cart } from '@shop/shared/cart';
import { api } from '@/lib/api-client.ts';

export function removeCartItem(lineId: number): Promise<Cart> {
  return api.delete(`/cart/items/${lineId}`, { schema: cartSchema });
}
