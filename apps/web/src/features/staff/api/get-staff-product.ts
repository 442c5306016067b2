// GET /products/{id} as staff (CREATE_PRODUCT also gets purchasePrice and upcoming products).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productSchema, type Product } from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';

export function getStaffProduct(id: number): Promise<Product> {
  return api.get(`/products/${id}`, { schema: productSchema });
}

export const staffProductQuery = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'product', id],
    queryFn: () => getStaffProduct(id),
    // The form edits what is stored now, never a cached copy.
    staleTime: 0,
  });

export function useStaffProduct(id: number | null) {
  return useQuery({ ...staffProductQuery(id ?? 0), enabled: id !== null });
}
