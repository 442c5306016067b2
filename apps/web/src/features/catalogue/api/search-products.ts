// GET /products/search?term&category&minPrice&maxPrice&conditions&status&maxMsrpMultiplier
// &priceType&page&count: the search results page (term of 3+ characters) and the explore
// page (filters only), 20 a page.
import { infiniteQueryOptions, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { productPageSchema, type Product } from '@shop/shared/catalogue';
import type { Category, PriceType, ProductStatus } from '@shop/shared/enums';
import type { Page } from '@shop/shared/http';
import { api } from '@/lib/api-client.ts';
import type { Viewer } from '@/entities/product/viewer.ts';
import type { FilterQuery } from '../lib/filters.ts';
import { nextPage } from './get-drops.ts';

export const SEARCH_PAGE_SIZE = 20;

export interface SearchQuery extends Partial<Omit<FilterQuery, 'status'>> {
  term?: string;
  category?: Category;
  maxMsrpMultiplier?: number;
  priceType?: PriceType;
  status?: ProductStatus;
}

export function searchProducts(
  query: SearchQuery & { page: number; count: number },
): Promise<Page<Product>> {
  return api.get('/products/search', { query: { ...query }, schema: productPageSchema });
}

export const searchProductsQuery = (query: SearchQuery, viewer: Viewer) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'search', query, viewer],
    queryFn: ({ pageParam }) =>
      searchProducts({ ...query, page: pageParam, count: SEARCH_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: nextPage(SEARCH_PAGE_SIZE),
  });

export function useSearchProducts(query: SearchQuery, viewer: Viewer, enabled = true) {
  return useInfiniteQuery({ ...searchProductsQuery(query, viewer), enabled });
}

/** How many products each query finds (one item fetched, totalCount read). */
export function useSearchCounts(queries: readonly SearchQuery[], viewer: Viewer) {
  return useQueries({
    queries: queries.map((query) => ({
      queryKey: ['catalogue', 'search-count', query, viewer],
      queryFn: () => searchProducts({ ...query, page: 0, count: 1 }),
      select: (page: Page<Product>) => page.totalCount,
    })),
  });
}
