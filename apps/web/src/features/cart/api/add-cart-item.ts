// POST /cart/items?productId&quantity: adds pieces (more on the product's line if it has one).
import { cartSchema, type Cart } from '@shop/shared/cart';
import { api } from '@/lib/api-client.ts';

export function addCartItem(productId: number, quantity: number): Promise<Cart> {
  return api.post('/cart/items', undefined, { query: { productId, quantity }, schema: cartSchema });
}
