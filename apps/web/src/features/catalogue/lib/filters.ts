// The filter sidebar's state and how it becomes query parameters:
// the price range is chosen in złoty on a 0-3000 slider (step 10) and sent in grosze (x100);
// the slider's top end means "no upper limit", so pieces above 3,000 zł stay listed.
import type { ProductSort } from '@shop/shared/catalogue';
import type { Condition } from '@shop/shared/enums';
import { toGrosze } from '@shop/shared/money';

export const PRICE_SLIDER_MIN = 0;
export const PRICE_SLIDER_MAX = 3000;
export const PRICE_SLIDER_STEP = 10;

export interface ProductFilters {
  /** [from, to] in złoty. */
  priceRange: [number, number];
  /** Empty means every condition. */
  conditions: Condition[];
  onlyAvailable: boolean;
}

export const defaultFilters: ProductFilters = {
  priceRange: [PRICE_SLIDER_MIN, PRICE_SLIDER_MAX],
  conditions: [],
  onlyAvailable: false,
};

export interface FilterQuery {
  minPrice: number;
  /** Absent at the slider's top end. */
  maxPrice?: number;
  conditions?: Condition[];
  status?: 'AVAILABLE';
  sort?: ProductSort;
}

export function filterQuery(filters: ProductFilters, sort: ProductSort): FilterQuery {
  return {
    sort,
    minPrice: toGrosze(filters.priceRange[0]),
    maxPrice:
      filters.priceRange[1] >= PRICE_SLIDER_MAX ? undefined : toGrosze(filters.priceRange[1]),
    conditions: filters.conditions.length > 0 ? filters.conditions : undefined,
    status: filters.onlyAvailable ? 'AVAILABLE' : undefined,
  };
}
