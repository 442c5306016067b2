// "Sortuj: Najnowsze / Cena rosnąco / Cena malejąco / Największa obniżka" above a product list;
// the choice lives in the URL (use-sort-param.ts). Sold-out pieces come last in every order.
import { useId } from 'react';
import { PRODUCT_SORTS, productSortLabels } from '@shop/shared/catalogue';
import { NativeSelect } from '@/components/ui/select.tsx';
import { useSortParam } from '../hooks/use-sort-param.ts';

export function SortSelect() {
  const id = useId();
  const [sort, setSort] = useSortParam();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        Sortuj
      </label>
      <NativeSelect
        id={id}
        value={sort}
        onChange={(event) => setSort(event.target.value as typeof sort)}
        className="w-auto"
      >
        {PRODUCT_SORTS.map((option) => (
          <option key={option} value={option}>
            {productSortLabels[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
