// POST /products/{id}/restore (CREATE_PRODUCT): a withdrawn product is on sale again; one on
// sale is left as it is. docs/product-rules.md, "Staff upkeep".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productWithdrawalSchema, type ProductWithdrawal } from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';

export function restoreProduct(id: number): Promise<ProductWithdrawal> {
  return api.post(`/products/${id}/restore`, undefined, { schema: productWithdrawalSchema });
}

export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreProduct,
    onSuccess: (_answer, id) =>
      queryClient.invalidateQueries({ queryKey: ['staff', 'product', id] }),
  });
}
