// GET /products/{id}: one product with its price, stock, status and drop as of now, as the
// viewer sees it. The one fetcher and query key of a product for the product page, the guest
// cart and the staff product form; under the catalogue's key, so live stock patches it
// (lib/live-stock.ts) and a staff save ends it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productSchema, type Product } from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';
import type { Viewer } from './viewer.ts';

export function getProduct(id: number): Promise<Product> {
  return api.get(`/products/${id}`, { schema: productSchema });
}

export const productQuery = (id: number, viewer: Viewer) =>
  queryOptions({
    queryKey: ['catalogue', 'product', id, viewer],
    queryFn: () => getProduct(id),
  });

export function useProduct(id: number | null, viewer: Viewer) {
  return useQuery({ ...productQuery(id ?? 0, viewer), enabled: id !== null });
}
