// What an order bought and what it costs, as the shopper's order and the staff's order pane
// both show it: each piece with its picture, link, quantity and price, then the products'
// value, the discount, delivery and the total.
import { Link } from 'react-router';
import { formatDeduction, formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { ProductThumbnail } from '@/components/product-thumbnail.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';

export function OrderLines({ order, compact = false }: { order: Order; compact?: boolean }) {
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <ProductThumbnail
              src={item.product.images[0]}
              width={64}
              className={cn(
                'rounded-lg border border-slate-200',
                compact ? 'size-12 shrink-0' : 'size-16',
              )}
            />
            <div className="min-w-0 flex-1">
              <Link
                to={paths.product(item.product.id)}
                className="line-clamp-2 text-sm font-medium break-words text-slate-900 hover:text-brand-700"
              >
                {item.product.name}
              </Link>
              <p className="text-xs text-slate-500 tabular-nums">
                {item.quantity} × {formatPrice(item.price)} · nr produktu {item.product.id}
              </p>
            </div>
            <p className="text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {formatPrice(item.price * item.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="grid gap-2 border-t border-slate-200 pt-3 text-sm">
        <Amount label="Wartość produktów" value={formatPrice(order.subtotal)} />
        {order.discount > 0 && <Amount label="Rabat" value={formatDeduction(order.discount)} />}
        <Amount label="Dostawa" value={formatPrice(order.shippingCost)} />
        <div className="flex items-baseline justify-between gap-4 pt-1">
          <dt className="font-semibold text-slate-900">Razem</dt>
          <dd
            className={cn(
              'font-bold text-slate-900 tabular-nums',
              compact ? 'text-base' : 'text-lg',
            )}
          >
            {formatPrice(order.totalAmount)}
          </dd>
        </div>
      </dl>
    </>
  );
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
