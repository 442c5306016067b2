// GET /wishlists/{id}: one of the shopper's wishlists with its products as they are now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { wishlistSchema, type Wishlist } from '@shop/shared/wishlists';
import { api } from '@/lib/api-client.ts';
import { wishlistsKey } from './get-wishlists.ts';

export function getWishlist(id: number): Promise<Wishlist> {
  return api.get(`/wishlists/${id}`, { schema: wishlistSchema });
}

export const wishlistQuery = (id: number) =>
  queryOptions({ queryKey: [...wishlistsKey, 'one', id], queryFn: () => getWishlist(id) });

export function useWishlist(id: number, enabled = true) {
  return useQuery({ ...wishlistQuery(id), enabled });
}
