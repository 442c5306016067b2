// A product list a shopper can order (category, search and explore pages): the "Sortuj" choice
// above the infinite grid of its pages, with the list's loading and error states.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Product } from '@shop/shared/catalogue';
import type { Page } from '@shop/shared/http';
import { productsErrorText } from '../lib/messages.ts';
import { ProductGrid, type ProductGridProps } from './product-grid.tsx';
import { SortSelect } from './sort-select.tsx';

export interface SortedProductListProps extends Pick<
  ProductGridProps,
  'emptyText' | 'emptyDescription' | 'skeletons' | 'label' | 'columns'
> {
  list: UseInfiniteQueryResult<InfiniteData<Page<Product>>>;
}

export function SortedProductList({ list, ...grid }: SortedProductListProps) {
  return (
    <div className="grid content-start gap-4">
      <div className="flex justify-end">
        <SortSelect />
      </div>
      <ProductGrid
        products={list.data?.pages.flatMap((page) => page.items)}
        isPending={list.isPending}
        errorText={list.isError ? productsErrorText(list.error) : null}
        infinite={list}
        {...grid}
      />
    </div>
  );
}
