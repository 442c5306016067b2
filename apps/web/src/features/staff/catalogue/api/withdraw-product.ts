// POST /products/{id}/withdraw (CREATE_PRODUCT): shoppers can no longer buy the product
// (NOT_AVAILABLE); a withdrawn one is left as it is. docs/product-rules.md, "Staff upkeep".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productWithdrawalSchema, type ProductWithdrawal } from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';

export function withdrawProduct(id: number): Promise<ProductWithdrawal> {
  return api.post(`/products/${id}/withdraw`, undefined, { schema: productWithdrawalSchema });
}

export function useWithdrawProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawProduct,
    onSuccess: (_answer, id) =>
      queryClient.invalidateQueries({ queryKey: ['staff', 'product', id] }),
  });
}
