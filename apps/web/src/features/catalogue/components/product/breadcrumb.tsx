// Where the product sits: its drop, its category, the product itself.
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { Product } from '@shop/shared/catalogue';
import { categoryLabels } from '@shop/shared/enums';
import { categorySlug } from '@shop/shared/slug';
import { paths } from '@/lib/paths.ts';

const linkClassName =
  'inline-flex min-h-11 items-center rounded sm:min-h-0 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

export function ProductBreadcrumb({ product }: { product: Product }) {
  return (
    <nav aria-label="Ścieżka nawigacji" className="mb-5 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        <li>
          <Link to={paths.drop(product.drop.slug)} className={linkClassName}>
            {product.drop.name}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4 text-slate-400" />
        </li>
        <li>
          <Link to={paths.category(categorySlug(product.category))} className={linkClassName}>
            {categoryLabels[product.category]}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4 text-slate-400" />
        </li>
        <li
          aria-current="page"
          className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900"
        >
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
