// /explore: filter chips (all; best deals: maxMsrpMultiplier 0.4 and
// DYNAMIC_LEVELS; for 1 zł: maxPrice 100; one per category) over a product grid with infinite
// scroll. Chips whose filter finds nothing are hidden. Only products that can be bought now
// are explored. The chosen chip is kept in the address (?filtr=...) so it can be shared.
import { useSearchParams } from 'react-router';
import { CATEGORIES, categoryLabels } from '@shop/shared/enums';
import { FINAL_PRICE } from '@shop/shared/price-schedule';
import { categorySlug } from '@shop/shared/slug';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { cn } from '@/lib/cn.ts';
import { documentTitle } from '@shop/shared/document-title';
import { useSearchCounts, useSearchProducts, type SearchQuery } from '../api/search-products.ts';
import { PageContainer } from '../components/page-container.tsx';
import { SortedProductList } from '../components/sorted-product-list.tsx';
import { useSortParam } from '../hooks/use-sort-param.ts';
import { useViewer } from '@/entities/product/viewer.ts';

interface Chip {
  id: string;
  label: string;
  query: SearchQuery;
}

const available = { status: 'AVAILABLE' } as const;

const chips: readonly Chip[] = [
  { id: 'wszystkie', label: 'Wszystkie', query: available },
  {
    id: 'okazje',
    label: 'Najlepsze okazje',
    query: { ...available, maxMsrpMultiplier: 0.4, priceType: 'DYNAMIC_LEVELS' },
  },
  { id: 'za-1-zl', label: 'Za 1 zł', query: { ...available, maxPrice: FINAL_PRICE } },
  ...CATEGORIES.map((category) => ({
    id: categorySlug(category),
    label: categoryLabels[category],
    query: { ...available, category },
  })),
];

const FILTER_PARAM = 'filtr';
const SKELETONS = 8;

export default function ExplorePage() {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const selected = chips.find((chip) => chip.id === params.get(FILTER_PARAM)) ?? chips[0]!;
  const counts = useSearchCounts(
    chips.map((chip) => chip.query),
    viewer,
  );
  // A chip shows once it is known to find something; the chosen one always shows.
  const shown = chips.filter(
    (chip, i) => chip === chips[0] || chip === selected || (counts[i]?.data ?? 0) > 0,
  );
  const [sort] = useSortParam();
  const list = useSearchProducts({ ...selected.query, sort }, viewer);

  return (
    <PageContainer>
      <title>{documentTitle('Odkrywaj')}</title>
      <PageHeader
        title="Odkrywaj"
        description="Wszystko, co możesz kupić teraz – ze wszystkich trwających kolekcji. Wybierz filtr, żeby zawęzić listę."
      />
      <div
        role="group"
        aria-label="Filtry"
        className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0"
      >
        <ul className="flex w-max gap-2 pb-1 sm:w-auto sm:flex-wrap">
          {shown.map((chip) => {
            const active = chip === selected;
            return (
              <li key={chip.id}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() =>
                    setParams(
                      (current) => {
                        const updated = new URLSearchParams(current);
                        if (chip === chips[0]) updated.delete(FILTER_PARAM);
                        else updated.set(FILTER_PARAM, chip.id);
                        return updated;
                      },
                      { preventScrollReset: true },
                    )
                  }
                  className={cn(
                    'h-11 rounded-full border px-4 sm:h-9 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    active
                      ? 'border-slate-900 bg-slate-900 text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
                  )}
                >
                  {chip.label}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <SortedProductList
        list={list}
        emptyText="Nie ma teraz produktów w tej kategorii."
        emptyDescription="Zajrzyj do nadchodzących kolekcji – nowe produkty pojawiają się regularnie."
        skeletons={SKELETONS}
        label={`Produkty: ${selected.label}`}
      />
    </PageContainer>
  );
}
