// DELETE /wishlists/{id}: removes a whole list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { wishlistQuery } from './get-wishlist.ts';
import { wishlistsKey } from './get-wishlists.ts';

export function deleteWishlist(id: number): Promise<void> {
  return api.delete(`/wishlists/${id}`);
}

export function useDeleteWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWishlist,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: wishlistQuery(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: wishlistsKey });
    },
  });
}
