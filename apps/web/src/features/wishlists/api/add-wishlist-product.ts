// POST /wishlists/{id}/products {productId}: puts a product on a list (twice is harmless).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistSchema, type Wishlist } from '@shop/shared/wishlists';
import { api } from '@/lib/api-client.ts';
import { wishlistsKey } from './get-wishlists.ts';

export function addWishlistProduct(wishlistId: number, productId: number): Promise<Wishlist> {
  return api.post(`/wishlists/${wishlistId}/products`, { productId }, { schema: wishlistSchema });
}

export function useAddWishlistProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wishlistId, productId }: { wishlistId: number; productId: number }) =>
      addWishlistProduct(wishlistId, productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistsKey }),
  });
}
