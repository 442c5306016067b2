// The staff order list: one row per order (number, status, date, customer, total); choosing
// one opens it in the detail pane.
import { ChevronRight } from 'lucide-react';
import type { AdminOrder } from '@shop/shared/orders';
import { formatPrice } from '@shop/shared/money';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { OrderStatusBadge } from '@/components/order-status-badge.tsx';
import { formatDateTime } from '@shop/shared/warsaw-time';
import { customerName } from '@shop/shared/accounts';

export interface OrderListProps {
  orders: AdminOrder[];
  selectedId: number | null;
  onSelect: (order: AdminOrder) => void;
}

export function OrderList({ orders, selectedId, onSelect }: OrderListProps) {
  return (
    <ul aria-label="Zamówienia" className="grid gap-2">
      {orders.map((order) => {
        const selected = order.id === selectedId;
        const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
        return (
          <li key={order.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(order)}
              className={cn(
                'flex w-full items-center gap-3 rounded-xl border bg-white p-3 text-left shadow-sm transition sm:p-4',
                'hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                selected ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200',
              )}
            >
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">Zamówienie #{order.id}</span>
                  <OrderStatusBadge status={order.status} />
                  {order.refundRequired && <Badge tone="danger">Do zwrotu</Badge>}
                </span>
                <span className="truncate text-sm text-slate-600">
                  {formatDateTime(order.createdAt)} · {customerName(order.customerEmail)}
                </span>
                <span className="text-sm text-slate-600">
                  {pieces} szt. ·{' '}
                  <span className="font-semibold text-slate-900">
                    {formatPrice(order.totalAmount)}
                  </span>
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
