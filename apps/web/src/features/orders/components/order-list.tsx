// The list of the shopper's orders; choosing one shows it in the detail pane. An order open to
// withdrawal has its „Odstąp od umowy” under it, which opens the step in the detail pane.
import { useState } from 'react';
import { ChevronRight, Undo2 } from 'lucide-react';
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { cn } from '@/lib/cn.ts';
import { OrderStatusBadge } from '@/components/order-status-badge.tsx';
import { ProductThumbnail } from '@/components/product-thumbnail.tsx';
import { Button } from '@/components/ui/button.tsx';
import { canWithdraw } from '../lib/returnable.ts';
import { formatShortDay } from '@shop/shared/warsaw-time';

export interface OrderListProps {
  orders: readonly Order[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Opens the order's withdrawal step („Odstąp od umowy”, decision 029). */
  onWithdraw: (id: number) => void;
}

export function OrderList({ orders, selectedId, onSelect, onWithdraw }: OrderListProps) {
  // The moment the list was read: the 14 days are checked against it.
  const [now] = useState(() => Date.now());
  return (
    <ul className="grid gap-3" aria-label="Zamówienia">
      {orders.map((order) => {
        const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
        const selected = order.id === selectedId;
        return (
          <li key={order.id} className="grid gap-2">
            <button
              type="button"
              onClick={() => onSelect(order.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex w-full items-center gap-3 rounded-xl border bg-white p-4 text-left shadow-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                selected
                  ? 'border-brand-600 ring-1 ring-brand-600'
                  : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <ProductThumbnail
                src={order.items[0]?.product.images[0]}
                width={56}
                className="size-14 rounded-lg border border-slate-200"
              />
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <span className="font-semibold text-slate-900">Zamówienie nr {order.id}</span>
                  <OrderStatusBadge status={order.status} />
                </span>
                <span className="flex flex-wrap justify-between gap-x-3 text-sm text-slate-600">
                  <span>
                    {formatShortDay(order.createdAt)} · {pieces} szt.
                  </span>
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {formatPrice(order.totalAmount)}
                  </span>
                </span>
              </span>
              <ChevronRight
                className="size-4 shrink-0 text-slate-400 lg:hidden"
                aria-hidden="true"
              />
            </button>
            {canWithdraw(order, now) && (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-end"
                onClick={() => onWithdraw(order.id)}
              >
                <Undo2 aria-hidden="true" />
                Odstąp od umowy
                <span className="sr-only"> (zamówienie nr {order.id})</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
