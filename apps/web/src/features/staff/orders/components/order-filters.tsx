// Search (order number or buyer e-mail), sort (date or status) and status filter of the staff
// order list. The search applies on submit, so the address and the list change once per search.
import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/select.tsx';
import { STATUS_FILTERS, statusFilterLabel, type StatusFilter } from '../lib/order-texts.ts';

export type OrderSort = 'date' | 'status';

export interface OrderFiltersProps {
  sort: OrderSort;
  status: StatusFilter;
  onSortChange: (sort: OrderSort) => void;
  onStatusChange: (status: StatusFilter) => void;
  /** The search in force ('' for none). */
  search: string;
  onSearchChange: (search: string) => void;
}

export function OrderFilters({
  sort,
  status,
  onSortChange,
  onStatusChange,
  search,
  onSearchChange,
}: OrderFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      {/* Keyed by the search in force: back/forward in the address resets the typed text. */}
      <OrderSearch key={search} search={search} onSearchChange={onSearchChange} />
      <FormField label="Sortuj według">
        <NativeSelect
          value={sort}
          onChange={(event) => onSortChange(event.target.value as OrderSort)}
        >
          <option value="date">Data</option>
          <option value="status">Status</option>
        </NativeSelect>
      </FormField>
      <FormField label="Status">
        <NativeSelect
          value={status}
          onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
        >
          {(Object.keys(STATUS_FILTERS) as StatusFilter[]).map((filter) => (
            <option key={filter} value={filter}>
              {statusFilterLabel(filter)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}

function OrderSearch({
  search,
  onSearchChange,
}: Pick<OrderFiltersProps, 'search' | 'onSearchChange'>) {
  const [text, setText] = useState(search);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearchChange(text.trim());
  }
  return (
    <form
      role="search"
      aria-label="Szukaj zamówień"
      onSubmit={submit}
      className="col-span-2 flex items-end gap-2"
    >
      <FormField label="Szukaj zamówienia" className="min-w-0 flex-1">
        <Input
          type="search"
          value={text}
          maxLength={254}
          placeholder="Numer zamówienia lub e-mail"
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        Szukaj
      </Button>
    </form>
  );
}
