// POST /products and PUT /products/{id} (CREATE_PRODUCT). Saving changes what shoppers see, so
// the storefront's cached catalogue is dropped too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  productSavedSchema,
  type createProductInputSchema,
  type ProductSaved,
} from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';

export type ProductBody = z.output<typeof createProductInputSchema>;

export interface SaveProductArgs {
  /** null creates a product, a number updates that one. */
  id: number | null;
  body: ProductBody;
}

export function saveProduct({ id, body }: SaveProductArgs): Promise<ProductSaved> {
  return id === null
    ? api.post('/products', body, { schema: productSavedSchema })
    : api.put(`/products/${id}`, body, { schema: productSavedSchema });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff', 'product', saved.id] }),
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      ]);
    },
  });
}
