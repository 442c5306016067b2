// /category/{category}: the Polish slugs (elektronika, odzież, akcesoria,
// dom-i-ogród, sport, zabawki) or a raw enum key; 'Nie znaleziono kategorii „{x}”' otherwise,
// with the links to every category.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { categoryNotFoundMessage } from '@shop/shared/catalogue';
import { CATEGORIES, categoryLabels, type Category } from '@shop/shared/enums';
import { categoryFromParam, categorySlug } from '@shop/shared/slug';
import { paths } from '@/lib/paths.ts';
import { documentTitle } from '@shop/shared/document-title';
import { useCategoryProducts } from '../api/get-category-products.ts';
import { FilteredProducts } from '../components/filtered-products.tsx';
import { PageContainer } from '../components/page-container.tsx';
import { useSortParam } from '../hooks/use-sort-param.ts';
import { useViewer } from '@/entities/product/viewer.ts';
import { defaultFilters, filterQuery } from '../lib/filters.ts';

export default function CategoryPage() {
  const param = useParams().category ?? '';
  const category = categoryFromParam(param);
  if (!category) {
    return (
      <PageContainer>
        <title>{documentTitle('Nie znaleziono kategorii')}</title>
        {/* The page's heading, so a screen reader's list of headings says what happened. */}
        <h1 className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <SearchX className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
          {categoryNotFoundMessage(param)}
        </h1>
        {/* Not a dead end: every category the shop has, one tap away. */}
        <nav aria-label="Wszystkie kategorie" className="mt-6 grid gap-3">
          <p className="text-sm font-medium text-slate-800">Zobacz nasze kategorie:</p>
          <ul className="flex flex-wrap gap-2">
            {CATEGORIES.map((known) => (
              <li key={known}>
                <Link
                  to={paths.category(categorySlug(known))}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
                >
                  {categoryLabels[known]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageContainer>
    );
  }
  // Another category starts with fresh filters.
  return <CategoryProducts key={category} category={category} />;
}

function CategoryProducts({ category }: { category: Category }) {
  const viewer = useViewer();
  const [filters, setFilters] = useState(defaultFilters);
  const [sort] = useSortParam();
  const list = useCategoryProducts(category, filterQuery(filters, sort), viewer);
  const label = categoryLabels[category];
  return (
    <>
      <title>{documentTitle(label)}</title>
      <FilteredProducts
        title={label}
        description={`Zwroty i nadwyżki z kategorii ${label.toLowerCase()} – sprawdzone i gotowe do wysyłki.`}
        filters={filters}
        onFiltersChange={setFilters}
        list={list}
        label={`Produkty z kategorii ${label}`}
        emptyText="Brak produktów spełniających kryteria."
      />
    </>
  );
}
