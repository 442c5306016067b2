// DELETE /products/{id} (CREATE_PRODUCT): a product no order holds (409 otherwise).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function deleteProduct(id: number): Promise<void> {
  return api.delete(`/products/${id}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: ['staff', 'product', id] }),
  });
}
