// The layout of the category and search pages: heading, filter sidebar, the order and the grid
// (6 skeleton cards while loading, 20 a page with infinite scroll).
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Product } from '@shop/shared/catalogue';
import type { Page } from '@shop/shared/http';
import { productCountText } from '@shop/shared/stock-words';
import { PageHeader } from '@/components/ui/page-header.tsx';
import type { ProductFilters as Filters } from '../lib/filters.ts';
import { PageContainer } from './page-container.tsx';
import { ProductFilters } from './product-filters.tsx';
import { SortedProductList } from './sorted-product-list.tsx';

export const GRID_SKELETONS = 6;

export interface FilteredProductsProps {
  title: ReactNode;
  description?: ReactNode;
  /** Beside the heading (the search's „Obserwuj to wyszukiwanie”). */
  actions?: ReactNode;
  filters: Filters;
  onFiltersChange: (filters: Filters) => void;
  list: UseInfiniteQueryResult<InfiniteData<Page<Product>>>;
  label: string;
  emptyText: string;
}

export function FilteredProducts({
  title,
  description,
  actions,
  filters,
  onFiltersChange,
  list,
  label,
  emptyText,
}: FilteredProductsProps) {
  const total = list.data?.pages[0]?.totalCount;
  return (
    <PageContainer>
      <PageHeader
        title={title}
        actions={actions}
        description={
          <>
            {description}
            {total !== undefined && (
              <span className="mt-1 block text-sm text-slate-500" role="status">
                {productCountText(total)}
              </span>
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-8">
        <ProductFilters value={filters} onChange={onFiltersChange} />
        <SortedProductList
          list={list}
          emptyText={emptyText}
          emptyDescription="Zmień filtry albo zajrzyj do innych kategorii."
          skeletons={GRID_SKELETONS}
          label={label}
          columns="wide"
        />
      </div>
    </PageContainer>
  );
}
