// The filter sidebar of the category and search pages: price range, product
// condition checkboxes and 'only available'. On phones it folds behind a 'Filtry' button.
import { useState } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { CONDITIONS, conditionLabels, type Condition } from '@shop/shared/enums';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { cn } from '@/lib/cn.ts';
import { defaultFilters, type ProductFilters as Filters } from '../lib/filters.ts';
import { PriceRangeSlider } from './price-range-slider.tsx';

export interface ProductFiltersProps {
  value: Filters;
  onChange: (value: Filters) => void;
}

const PANEL_ID = 'product-filters';

export function ProductFilters({ value, onChange }: ProductFiltersProps) {
  const [open, setOpen] = useState(false);
  const changed =
    value.conditions.length > 0 ||
    value.onlyAvailable ||
    value.priceRange[0] !== defaultFilters.priceRange[0] ||
    value.priceRange[1] !== defaultFilters.priceRange[1];

  function toggleCondition(condition: Condition, checked: boolean) {
    const conditions = checked
      ? CONDITIONS.filter((c) => c === condition || value.conditions.includes(c))
      : value.conditions.filter((c) => c !== condition);
    onChange({ ...value, conditions });
  }

  return (
    <aside aria-label="Filtry" className="lg:sticky lg:top-36 lg:self-start">
      <Button
        variant="outline"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X aria-hidden="true" /> : <SlidersHorizontal aria-hidden="true" />}
        Filtry
      </Button>
      <div
        id={PANEL_ID}
        className={cn(
          'mt-3 grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:mt-0 lg:grid',
          open ? 'grid' : 'hidden',
        )}
      >
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-semibold text-slate-900">Cena</legend>
          <PriceRangeSlider
            value={value.priceRange}
            onCommit={(priceRange) => onChange({ ...value, priceRange })}
          />
        </fieldset>
        <fieldset className="grid gap-2.5">
          <legend className="mb-2.5 text-sm font-semibold text-slate-900">Stan produktu</legend>
          {CONDITIONS.map((condition) => (
            <Checkbox
              key={condition}
              label={conditionLabels[condition]}
              checked={value.conditions.includes(condition)}
              onCheckedChange={(checked) => toggleCondition(condition, checked === true)}
            />
          ))}
        </fieldset>
        <fieldset className="grid gap-2.5">
          <legend className="mb-2.5 text-sm font-semibold text-slate-900">Dostępność</legend>
          <Checkbox
            label="Tylko dostępne"
            checked={value.onlyAvailable}
            onCheckedChange={(checked) => onChange({ ...value, onlyAvailable: checked === true })}
          />
        </fieldset>
        {changed && (
          <Button variant="ghost" size="sm" onClick={() => onChange(defaultFilters)}>
            Wyczyść filtry
          </Button>
        )}
      </div>
    </aside>
  );
}
