// A price in złoty with the market price (msrp) struck through when it is higher, labelled as
// the market price (a reference, never the shop's own earlier price: decision 027): on product
// cards, the product page, wishlists and cart lines (`unit` for a price per piece). Wherever a
// reference is struck through, the lowest price of the 30 days stands beside it (ustawa o
// informowaniu o cenach towarów i usług, art. 4 ust. 2: decisions 017 and 027), so a struck
// price never reads as a reduction without it.
import type { Product } from '@shop/shared/catalogue';
import { formatPrice } from '@shop/shared/money';
import { cn } from '@/lib/cn.ts';

const priceClass = {
  sm: 'text-xs text-slate-500',
  md: 'text-lg font-bold tracking-tight text-slate-900',
  lg: 'text-3xl font-bold tracking-tight text-slate-900',
};
const msrpClass = { sm: 'text-xs', md: 'text-sm', lg: 'text-lg' };

export function PriceTag({
  product,
  size = 'md',
  unit,
  struckMsrp = true,
  className,
}: {
  product: Pick<Product, 'price' | 'msrp' | 'omnibusPrice'>;
  size?: 'sm' | 'md' | 'lg';
  /** Written after the price, e.g. "szt." gives "12,00 zł / szt.". */
  unit?: string;
  /** False where the market price is shown on a line of its own (the product page). */
  struckMsrp?: boolean;
  className?: string;
}) {
  const showMsrp = struckMsrp && product.msrp !== null && product.msrp > product.price;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 tabular-nums', className)}>
      <span className="sr-only">Cena: </span>
      <span className={priceClass[size]}>
        {formatPrice(product.price)}
        {unit && ` / ${unit}`}
      </span>
      {showMsrp && (
        <>
          <span className="sr-only">, </span>
          {/* The label and the price wrap together. */}
          <span className="inline-flex flex-wrap items-baseline gap-x-1">
            <span className="text-xs text-slate-500">
              cena rynkowa<span className="sr-only">:</span>
            </span>{' '}
            <s className={cn('text-slate-500', msrpClass[size])}>{formatPrice(product.msrp!)}</s>
          </span>
          <span className="sr-only">, </span>
          <span className="basis-full text-xs text-slate-500">
            najniższa cena z 30 dni<span className="sr-only">:</span>{' '}
            {formatPrice(product.omnibusPrice)}
          </span>
        </>
      )}
    </p>
  );
}
