// A product in a grid: picture, name, description cut to 100 characters,
// price with the struck-through msrp, 'Pozostało: {stock}', 'Został tylko 1' and the condition;
// sold-out and withdrawn pieces greyed out, saying why instead of the stock (goneReason).
// The whole card is one link to /product/{id} (the name's link stretches over it).
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { Product } from '@shop/shared/catalogue';
import { ProductStatusBadge } from '@/components/product-status-badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { useHasPassed } from '../hooks/use-has-passed.ts';
import { collectionEnd, goneReason } from '../lib/product-rules.ts';
import { BelowMarketBadge } from './below-market-badge.tsx';
import { CARD_DESCRIPTION_LIMIT, truncate } from '../lib/text.ts';
import { PriceTag } from '@/components/price-tag.tsx';
import { ProductImage } from './product-image.tsx';
import { ConditionBadge, LastPieceBadge, LobbyBadge } from './status-badges.tsx';

export const GRID_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

export function ProductCard({ product, ref }: { product: Product; ref?: Ref<HTMLElement> }) {
  // Sold-out and withdrawn pieces stay listed (last), greyed out beside their status badge.
  const gone = product.status === 'SOLD_OUT' || product.status === 'NOT_AVAILABLE';
  const collectionOver = useHasPassed(collectionEnd(product.drop.dropTime));
  return (
    <article
      ref={ref}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
    >
      <div className="relative">
        <ProductImage
          src={product.images[0]}
          alt=""
          sizes={GRID_IMAGE_SIZES}
          className={cn(
            'transition-transform duration-300 group-hover:scale-[1.02]',
            // The picture fades; a missing picture's „Brak zdjęcia” keeps its contrast.
            gone && '[&_img]:opacity-60 [&_img]:grayscale',
          )}
        />
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          <BelowMarketBadge product={product} className="max-w-[8.5rem] sm:max-w-none" />
          <LastPieceBadge stock={product.stock} status={product.status} />
          <LobbyBadge drop={product.drop} />
          <ProductStatusBadge status={product.status} withdrawn={product.withdrawnAt != null} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="text-sm leading-snug font-semibold [overflow-wrap:anywhere] text-slate-900 sm:text-base">
          <Link
            to={paths.product(product.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        <p className="text-xs leading-relaxed text-slate-600 sm:text-sm">
          {truncate(product.description, CARD_DESCRIPTION_LIMIT)}
        </p>
        <div className="mt-auto grid gap-2 pt-1">
          <PriceTag product={product} />
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1.5">
            <span className="text-xs font-medium text-slate-600">
              {gone ? goneReason(product, collectionOver)?.short : `Pozostało: ${product.stock}`}
            </span>
            <ConditionBadge condition={product.condition} />
          </div>
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div
      data-testid="product-card-skeleton"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <Skeleton className="aspect-square rounded-none" />
      <div className="grid gap-2 p-3 sm:p-4">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-5/6" />
        <Skeleton className="mt-2 h-5 w-1/3" />
      </div>
    </div>
  );
}
