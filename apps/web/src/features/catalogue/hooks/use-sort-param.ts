// The order of a category, search or explore list, kept in the URL (?sort=price-asc) so a
// shared or reloaded link shows the same order; the default order leaves the URL clean.
import { useSearchParams } from 'react-router';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type ProductSort } from '@shop/shared/catalogue';

export const SORT_PARAM = 'sort';

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly (string | null)[]).includes(value);

export function useSortParam(): [ProductSort, (sort: ProductSort) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(SORT_PARAM);
  const sort = isSort(value) ? value : DEFAULT_PRODUCT_SORT;
  const setSort = (next: ProductSort) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_PRODUCT_SORT) updated.delete(SORT_PARAM);
        else updated.set(SORT_PARAM, next);
        return updated;
      },
      { preventScrollReset: true, replace: true },
    );
  return [sort, setSort];
}
