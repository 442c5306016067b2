// A price in złoty with the market price (msrp) struck through when there is one.
import type { Product } from '@shop/shared/catalogue';
import { formatPrice } from '@shop/shared/money';
import { cn } from '@/lib/cn.ts';

export function PriceTag({
  product,
  size = 'md',
  struckMsrp = true,
  className,
}: {
  product: Pick<Product, 'price' | 'msrp'>;
  size?: 'md' | 'lg';
  /** False where the market price is shown on a line of its own (the product page). */
  struckMsrp?: boolean;
  className?: string;
}) {
  const showMsrp = struckMsrp && product.msrp !== null && product.msrp > product.price;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="sr-only">Cena: </span>
      <span
        className={cn(
          'font-bold tracking-tight text-slate-900',
          size === 'lg' ? 'text-3xl' : 'text-lg',
        )}
      >
        {formatPrice(product.price)}
      </span>
      {showMsrp && (
        <>
          <span className="sr-only">, cena rynkowa: </span>
          <s className={cn('text-slate-500', size === 'lg' ? 'text-lg' : 'text-sm')}>
            {formatPrice(product.msrp!)}
          </s>
        </>
      )}
    </p>
  );
}
