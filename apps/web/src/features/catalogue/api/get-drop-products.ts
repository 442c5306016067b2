// GET /products/drop/{dropId}?page&count&status: a drop's products. The drop page
// loads 40 at a time; the landing page and related products take one page.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  DROP_PAGE_SIZE,
  dropProductsPath,
  productPageSchema,
  type Product,
} from '@shop/shared/catalogue';
import type { ProductStatus } from '@shop/shared/enums';
import type { Page } from '@shop/shared/http';
import { api } from '@/lib/api-client.ts';
import type { Viewer } from '@/entities/product/viewer.ts';
import { nextPage } from './get-drops.ts';

/** Related products: 9 fetched so that 8 remain after leaving out the product itself. */
export const RELATED_FETCH_COUNT = 9;
export const RELATED_SHOWN_COUNT = 8;

export function getDropProducts(
  dropId: number,
  { page, count, status }: { page: number; count: number; status?: ProductStatus },
): Promise<Page<Product>> {
  // Without a status the address is the one the server reads ahead of the drop's start.
  return api.get(dropProductsPath(dropId, page, count), {
    query: status ? { status } : undefined,
    schema: productPageSchema,
  });
}

export const dropProductsQuery = (dropId: number, viewer: Viewer) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'drop-products', dropId, viewer],
    queryFn: ({ pageParam }) => getDropProducts(dropId, { page: pageParam, count: DROP_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: nextPage(DROP_PAGE_SIZE),
  });

/** Right after a start the server's clock may lag the browser's: an empty answer is retried. */
const EMPTY_RETRY_MS = 2000;
const EMPTY_RETRIES = 15;

export function useDropProducts(
  dropId: number | undefined,
  viewer: Viewer,
  options: { enabled: boolean; expectItems: boolean },
) {
  return useInfiniteQuery({
    ...dropProductsQuery(dropId ?? 0, viewer),
    enabled: options.enabled && dropId !== undefined,
    refetchInterval: (query) => {
      const empty = query.state.data?.pages[0]?.items.length === 0;
      return options.expectItems && empty && query.state.dataUpdateCount <= EMPTY_RETRIES
        ? EMPTY_RETRY_MS
        : false;
    },
  });
}

/** The first `count` products of a drop (the landing page's latest-drop grid). */
export function useDropProductsPreview(
  dropId: number | undefined,
  count: number,
  viewer: Viewer,
  status?: ProductStatus,
) {
  return useQuery({
    queryKey: ['catalogue', 'drop-products', dropId, viewer, 'preview', count, status],
    queryFn: () => getDropProducts(dropId!, { page: 0, count, status }),
    enabled: dropId !== undefined,
  });
}

/** Up to 8 AVAILABLE products of the same drop, without the product itself. */
export const relatedProductsQuery = (dropId: number, viewer: Viewer) =>
  queryOptions({
    queryKey: ['catalogue', 'drop-products', dropId, viewer, 'related'],
    queryFn: () =>
      getDropProducts(dropId, { page: 0, count: RELATED_FETCH_COUNT, status: 'AVAILABLE' }),
  });

export function useRelatedProducts(product: Product | undefined, viewer: Viewer) {
  return useQuery({
    ...relatedProductsQuery(product?.drop.id ?? 0, viewer),
    enabled: product !== undefined,
    select: (page) =>
      page.items.filter((item) => item.id !== product?.id).slice(0, RELATED_SHOWN_COUNT),
  });
}
