// /search?term=: the category page's layout with the heading 'Wyniki
// wyszukiwania'; a term shorter than 3 characters is refused with the shared message.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_TERM_MIN_LENGTH, SEARCH_TERM_TOO_SHORT } from '@shop/shared/catalogue';
import { Alert } from '@/components/ui/alert.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { documentTitle } from '@shop/shared/document-title';
import { useSearchProducts } from '../api/search-products.ts';
import { FilteredProducts } from '../components/filtered-products.tsx';
import { PageContainer } from '../components/page-container.tsx';
import { SaveSearch } from '../components/save-search.tsx';
import { useSortParam } from '../hooks/use-sort-param.ts';
import { useViewer } from '@/entities/product/viewer.ts';
import { defaultFilters, filterQuery } from '../lib/filters.ts';

const HEADING = 'Wyniki wyszukiwania';

export default function SearchPage() {
  const [params] = useSearchParams();
  const term = (params.get('term') ?? '').trim();
  if (term.length < SEARCH_TERM_MIN_LENGTH) {
    return (
      <PageContainer>
        <title>{documentTitle(HEADING)}</title>
        <PageHeader title={HEADING} />
        <Alert>{SEARCH_TERM_TOO_SHORT}</Alert>
      </PageContainer>
    );
  }
  // A new term starts with fresh filters.
  return <SearchResults key={term} term={term} />;
}

function SearchResults({ term }: { term: string }) {
  const viewer = useViewer();
  const [filters, setFilters] = useState(defaultFilters);
  const [sort] = useSortParam();
  const query = filterQuery(filters, sort);
  const list = useSearchProducts({ term, ...query }, viewer);
  return (
    <>
      <title>{documentTitle(`${HEADING}: ${term}`)}</title>
      <FilteredProducts
        title={HEADING}
        description={`Szukana fraza: „${term}”`}
        actions={<SaveSearch term={term} maxPrice={query.maxPrice} />}
        filters={filters}
        onFiltersChange={setFilters}
        list={list}
        label={`Wyniki wyszukiwania dla frazy ${term}`}
        emptyText={`Nie znaleźliśmy produktów dla frazy „${term}”.`}
      />
    </>
  );
}
