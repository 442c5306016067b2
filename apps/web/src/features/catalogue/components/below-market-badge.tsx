// How far the price is below the market price, worded as the comparison it is: the market price
// is a reference (the source auction's or the manufacturer's price), never the shop's own
// earlier price, so it never reads as "-30%" or a promotion (decision 027).
import type { Product } from '@shop/shared/catalogue';
import { cn } from '@/lib/cn.ts';
import { belowMarketPercent } from '../lib/product-rules.ts';

export function BelowMarketBadge({
  product,
  className,
}: {
  product: Pick<Product, 'price' | 'msrp'>;
  className?: string;
}) {
  const percent = belowMarketPercent(product);
  if (percent === null) return null;
  return (
    <span
      className={cn(
        'rounded-lg bg-brand-700 px-2 py-0.5 text-xs leading-tight font-bold text-white',
        className,
      )}
    >
      {percent}% poniżej ceny rynkowej
    </span>
  );
}
