// POST /products and PUT /products/{id} (CREATE_PRODUCT). Saving changes what shoppers see, so
// the storefront's cached catalogue is dropped too. An edit sends the version it started from;
// a product changed meanwhile (a piece sold, another save) answers 409 and is left alone.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  productSavedSchema,
  type createProductInputSchema,
  type ProductSaved,
} from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';

export type ProductBody = z.output<typeof createProductInputSchema>;

export type SaveProductArgs =
  | { id: null; body: ProductBody }
  /** An edit: `version` is the product's as the form read it (409 if it changed since). */
  | { id: number; body: ProductBody; version: string };

export function saveProduct(args: SaveProductArgs): Promise<ProductSaved> {
  return args.id === null
    ? api.post('/products', args.body, { schema: productSavedSchema })
    : api.put(
        `/products/${args.id}`,
        { ...args.body, version: args.version },
        { schema: productSavedSchema },
      );
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
