// Sorting (by date or status) and the status filter of the orders list.
import { ORDER_STATUSES, orderStatusLabels, type OrderStatus } from '@shop/shared/enums';
import { Label } from '@/components/ui/label.tsx';
import { Select } from '@/components/ui/select.tsx';
import type { OrderSort } from '@/entities/order/orders.ts';

const ALL = 'ALL';

const sortOptions = [
  { value: 'date', label: 'Data' },
  { value: 'status', label: 'Status' },
];
const statusOptions = [
  { value: ALL, label: 'Wszystkie' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabels[status] })),
];

export interface OrdersToolbarProps {
  sort: OrderSort;
  onSortChange: (sort: OrderSort) => void;
  status: OrderStatus | null;
  onStatusChange: (status: OrderStatus | null) => void;
}

export function OrdersToolbar({ sort, onSortChange, status, onStatusChange }: OrdersToolbarProps) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <div className="grid gap-1.5 sm:w-44">
        <Label htmlFor="orders-sort">Sortuj według</Label>
        <Select
          id="orders-sort"
          value={sort}
          onValueChange={(value) => onSortChange(value as OrderSort)}
          options={sortOptions}
        />
      </div>
      <div className="grid gap-1.5 sm:w-56">
        <Label htmlFor="orders-status">Status</Label>
        <Select
          id="orders-status"
          value={status ?? ALL}
          onValueChange={(value) => onStatusChange(value === ALL ? null : (value as OrderStatus))}
          options={statusOptions}
        />
      </div>
    </div>
  );
}
