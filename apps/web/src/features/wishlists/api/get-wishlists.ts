// GET /wishlists?page&count: the shopper's wishlists, newest first.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { wishlistPageSchema, type WishlistPage } from '@shop/shared/wishlists';
import { api } from '@/lib/api-client.ts';

/** Prefix of every wishlist query; mutations invalidate it. */
export const wishlistsKey = ['wishlists'] as const;

export const WISHLISTS_PAGE_SIZE = 20;
/** The dialog lists this many (the API's page limit); nobody keeps more lists than that. */
const DIALOG_COUNT = 100;

export function getWishlists(page: number, count: number): Promise<WishlistPage> {
  return api.get('/wishlists', { query: { page, count }, schema: wishlistPageSchema });
}

/** The /wishlists page: a page at a time, "Pokaż więcej" loads the next. */
export const wishlistPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: [...wishlistsKey, 'pages'],
    queryFn: ({ pageParam }) => getWishlists(pageParam, WISHLISTS_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.length * WISHLISTS_PAGE_SIZE < last.totalCount ? pages.length : undefined,
  });

export function useWishlistPages() {
  return useInfiniteQuery(wishlistPagesQuery());
}

/** The add-to-wishlist dialog: the lists to choose from, loaded when it opens. */
export const wishlistChoicesQuery = () =>
  queryOptions({
    queryKey: [...wishlistsKey, 'choices'],
    queryFn: async () => (await getWishlists(0, DIALOG_COUNT)).items,
  });

export function useWishlistChoices(enabled: boolean) {
  return useQuery({ ...wishlistChoicesQuery(), enabled });
}
