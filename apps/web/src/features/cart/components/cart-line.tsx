// One line of the cart: picture, name, price, the quantity select, remove; a line that cannot
// be bought as it stands says why, in one message (another shopper's reservation with the time
// the piece may come back, or "Sprzedany"), and has no quantity to choose.
import { Link } from 'react-router';
import { Trash2, TriangleAlert } from 'lucide-react';
import type { CartItem } from '@shop/shared/cart';
import { conditionLabels } from '@shop/shared/enums';
import { formatPrice } from '@shop/shared/money';
import { PriceTag } from '@/components/price-tag.tsx';
import { ProductStatusBadge } from '@/components/product-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { heldByAnotherText } from '@/lib/reservation-text.ts';
import { ProductThumbnail } from '@/components/product-thumbnail.tsx';
import { QuantitySelect } from './quantity-select.tsx';

export interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLine({ item, busy, onQuantityChange, onRemove }: CartLineProps) {
  const { product, quantity, issue } = item;
  const buyable = product.status === 'AVAILABLE' && product.stock > 0;
  const gone = product.status === 'SOLD_OUT' || product.status === 'NOT_AVAILABLE';
  const held = !gone && (product.status === 'RESERVED' || product.stock <= 0);
  const message = held
    ? heldByAnotherText(product.reservedUntil)
    : product.status === 'SOLD_OUT'
      ? 'Sprzedany'
      : issue;
  return (
    <li
      className={cn('flex gap-4 py-5 first:pt-0 last:pb-0', busy && 'opacity-60')}
      aria-busy={busy || undefined}
    >
      <Link to={paths.product(product.id)} tabIndex={-1} aria-hidden="true">
        <ProductThumbnail
          src={product.images[0]}
          width={96}
          className={cn(
            'size-20 rounded-xl border border-slate-200 sm:size-24',
            issue && 'grayscale',
          )}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
          <div className="min-w-0">
            {/* Two lines at most, a long unbroken word broken too: the badges below stay clear. */}
            <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">
              {/* A 44 px target on phones; the clamp is the text's, so no third line shows. */}
              <Link
                to={paths.product(product.id)}
                className="-my-2.5 block py-2.5 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 sm:my-0 sm:py-0"
              >
                <span className="line-clamp-2">{product.name}</span>
              </Link>
            </h3>
            <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-500">
              {conditionLabels[product.condition]}
              <ProductStatusBadge status={product.status} />
            </p>
            {product.deviations && (
              <p className="mt-1 text-sm text-slate-600">
                <span className="font-medium text-slate-800">Znane odstępstwa:</span>{' '}
                {product.deviations}
              </p>
            )}
          </div>
          <div className="shrink-0 sm:text-right">
            <p className="font-semibold text-slate-900 tabular-nums">
              {formatPrice(product.price * quantity)}
            </p>
            <PriceTag product={product} size="sm" unit="szt." className="sm:justify-end" />
          </div>
        </div>
        {issue && message && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{message}</span>
          </p>
        )}
        <div className="flex items-center justify-between gap-3">
          {held || gone ? (
            <span className="text-sm text-slate-500 tabular-nums">{quantity} szt.</span>
          ) : (
            <QuantitySelect
              value={quantity}
              stock={product.stock}
              disabled={!buyable || busy}
              productName={product.name}
              onChange={onQuantityChange}
            />
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={onRemove}
            aria-label={`Usuń z koszyka: ${product.name}`}
            className="text-slate-600 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" />
            Usuń
          </Button>
        </div>
      </div>
    </li>
  );
}
