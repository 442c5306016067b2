// /category/{category}: the Polish slugs (elektronika, odzież, akcesoria,
// dom-i-ogród, sport, zabawki) or a raw enum key; 'Nie znaleziono kategorii „{x}”' otherwise.
import { useState } from 'react';
import { useParams } from 'react-router';
import { categoryNotFoundMessage } from '@shop/shared/catalogue';
import { categoryLabels, type Category } from '@shop/shared/enums';
import { categoryFromParam } from '@shop/shared/slug';
import { Alert } from '@/components/ui/alert.tsx';
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
        <Alert>{categoryNotFoundMessage(param)}</Alert>
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
