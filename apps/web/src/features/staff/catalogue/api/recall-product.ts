// POST /products/{id}/recall (CREATE_PRODUCT): a dangerous product leaves sale for good and its
// buyers get the notice by e-mail (GPSR art. 35-36, docs/product-rules.md "Recalls").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productRecallSchema, type RecallRequest } from '@shop/shared/recalls';
import { api } from '@/lib/api-client.ts';

export function useRecallProduct(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RecallRequest) =>
      api.post(`/products/${productId}/recall`, request, { schema: productRecallSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'product', productId] }),
  });
}
