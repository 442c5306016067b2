// GET /products/{id}: the current data of a product in the guest cart (price, stock, status).
// A product the shop no longer shows answers null, so its line can be dropped.
import { queryOptions } from '@tanstack/react-query';
import { productSchema, type Product } from '@shop/shared/catalogue';
import { api, isApiError } from '@/lib/api-client.ts';

export async function getCartProduct(id: number): Promise<Product | null> {
  try {
    return await api.get(`/products/${id}`, { schema: productSchema });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const cartProductQuery = (id: number) =>
  queryOptions({ queryKey: ['guest-cart', 'product', id], queryFn: () => getCartProduct(id) });
