// POST /wishlists {name, productIds}: a new list (optionally with products already on it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistSchema, type CreateWishlistRequest, type Wishlist } from '@shop/shared/wishlists';
import { api } from '@/lib/api-client.ts';
import { wishlistsKey } from './get-wishlists.ts';

export function createWishlist(request: CreateWishlistRequest): Promise<Wishlist> {
  return api.post('/wishlists', request, { schema: wishlistSchema });
}

export function useCreateWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistsKey }),
  });
}
