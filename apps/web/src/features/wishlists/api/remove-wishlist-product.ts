// DELETE /wishlists/{id}/products/{productId}: takes a product off a list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistSchema, type Wishlist } from '@shop/shared/wishlists';
import { api } from '@/lib/api-client.ts';
import { wishlistQuery } from './get-wishlist.ts';
import { wishlistsKey } from './get-wishlists.ts';

export function removeWishlistProduct(wishlistId: number, productId: number): Promise<Wishlist> {
  return api.delete(`/wishlists/${wishlistId}/products/${productId}`, { schema: wishlistSchema });
}

export function useRemoveWishlistProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wishlistId, productId }: { wishlistId: number; productId: number }) =>
      removeWishlistProduct(wishlistId, productId),
    onSuccess: (wishlist) => {
      queryClient.setQueryData(wishlistQuery(wishlist.id).queryKey, wishlist);
      return queryClient.invalidateQueries({ queryKey: wishlistsKey });
    },
  });
}
