// GET /products/category/{category}?minPrice&maxPrice&conditions&status&minStock&page&count:
// the category page (20 a page, with the sidebar's filters) and the suggestions shown after
// adding to the cart (available products in stock).
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { productPageSchema, type Product } from '@shop/shared/catalogue';
import type { Category } from '@shop/shared/enums';
import type { Page } from '@shop/shared/http';
import { api, type Query } from '@/lib/api-client.ts';
import type { Viewer } from '@/entities/product/viewer.ts';
import type { FilterQuery } from '../lib/filters.ts';
import { nextPage } from './get-drops.ts';

export const CATEGORY_PAGE_SIZE = 20;
/** Suggestions after adding to the cart: 10, fetched with one more to leave out the product. */
export const SUGGESTIONS_SHOWN_COUNT = 10;

export function getCategoryProducts(category: string, query: Query): Promise<Page<Product>> {
  return api.get(`/products/category/${encodeURIComponent(category)}`, {
    query,
    schema: productPageSchema,
  });
}

export const categoryProductsQuery = (category: Category, filters: FilterQuery, viewer: Viewer) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'category', category, filters, viewer],
    queryFn: ({ pageParam }) =>
      getCategoryProducts(category, { ...filters, page: pageParam, count: CATEGORY_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: nextPage(CATEGORY_PAGE_SIZE),
  });

export function useCategoryProducts(
  category: Category | null,
  filters: FilterQuery,
  viewer: Viewer,
) {
  return useInfiniteQuery({
    ...categoryProductsQuery(category ?? 'OTHER', filters, viewer),
    enabled: category !== null,
  });
}

/** Up to 10 other AVAILABLE products of the category that are in stock. */
export function useCategorySuggestions(product: Product, viewer: Viewer, enabled: boolean) {
  return useQuery({
    queryKey: ['catalogue', 'category', product.category, 'suggestions', viewer],
    queryFn: () =>
      getCategoryProducts(product.category, {
        status: 'AVAILABLE',
        minStock: 1,
        page: 0,
        count: SUGGESTIONS_SHOWN_COUNT + 1,
      }),
    enabled,
    select: (page) =>
      page.items.filter((item) => item.id !== product.id).slice(0, SUGGESTIONS_SHOWN_COUNT),
  });
}
