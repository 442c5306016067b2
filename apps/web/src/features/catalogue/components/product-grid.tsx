// A grid of product cards with its states: skeleton cards while loading, the error text, the
// empty text, and infinite scroll (the next page loads when the last card comes on screen).
import type { ReactNode } from 'react';
import { PackageOpen } from 'lucide-react';
import type { Product } from '@shop/shared/catalogue';
import { Alert } from '@/components/ui/alert.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { useInfiniteScroll, type InfiniteSource } from '../hooks/use-infinite-scroll.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

export interface ProductGridProps {
  products: readonly Product[] | undefined;
  isPending: boolean;
  /** The text shown instead of the grid when loading failed; null while nothing failed. */
  errorText: string | null;
  emptyText: ReactNode;
  emptyDescription?: ReactNode;
  skeletons: number;
  /** Pages still to load on scroll. */
  infinite?: InfiniteSource;
  /** Names the list for screen readers. */
  label: string;
  className?: string;
  columns?: 'default' | 'wide';
}

const columnClasses = {
  default: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
  wide: 'grid-cols-2 sm:grid-cols-3',
};

export function ProductGrid({
  products,
  isPending,
  errorText,
  emptyText,
  emptyDescription,
  skeletons,
  infinite,
  label,
  className,
  columns = 'default',
}: ProductGridProps) {
  const lastRef = useInfiniteScroll(
    infinite ?? { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined },
  );
  const gridClass = cn('grid gap-3 sm:gap-5', columnClasses[columns], className);

  if (errorText !== null) return <Alert>{errorText}</Alert>;
  if (isPending || !products) {
    return (
      <div className={gridClass} data-testid="product-grid-loading">
        <Spinner className="sr-only" />
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (products.length === 0) {
    return <EmptyState icon={PackageOpen} title={emptyText} description={emptyDescription} />;
  }
  return (
    <div>
      <ul className={gridClass} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id} ref={index === products.length - 1 ? lastRef : undefined}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      {infinite?.isFetchingNextPage && (
        <div className="flex justify-center py-6">
          <Spinner label="Ładowanie kolejnych produktów..." showLabel />
        </div>
      )}
    </div>
  );
}
