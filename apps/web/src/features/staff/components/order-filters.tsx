// Sort (date or status) and status filter of the staff order list.
import { FormField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/select.tsx';
import { STATUS_FILTERS, statusFilterLabel, type StatusFilter } from '../lib/order-texts.ts';

export type OrderSort = 'date' | 'status';

export interface OrderFiltersProps {
  sort: OrderSort;
  status: StatusFilter;
  onSortChange: (sort: OrderSort) => void;
  onStatusChange: (status: StatusFilter) => void;
}

export function OrderFilters({ sort, status, onSortChange, onStatusChange }: OrderFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
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
