// A product on a wishlist: picture, name, price now (prices fall while it waits), description
// cut to 150 characters, availability, the price the shopper waits for (when it will still
// fall), and a remove button.
import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { Product } from '@shop/shared/catalogue';
import { conditionLabels } from '@shop/shared/enums';
import { WISHLIST_PRODUCT_DESCRIPTION_LIMIT, truncateText } from '@shop/shared/wishlists';
import { PriceTag } from '@/components/price-tag.tsx';
import { ProductStatusBadge } from '@/components/product-status-badge.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { paths } from '@/lib/paths.ts';
import { ProductThumbnail } from '@/components/product-thumbnail.tsx';
import type { PriceTarget as Target } from '@shop/shared/price-targets';
import { PriceTarget, priceWillFall } from './price-target.tsx';

export interface WishlistProductCardProps {
  product: Product;
  /** The price the shopper waits for, if any. */
  target: Target | undefined;
  removing: boolean;
  onRemove: () => void;
}

export function WishlistProductCard({
  product,
  target,
  removing,
  onRemove,
}: WishlistProductCardProps) {
  return (
    <Card className="flex overflow-hidden sm:flex-col">
      <Link
        to={paths.product(product.id)}
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0 self-start p-3 pr-0 sm:self-auto sm:p-0"
      >
        <ProductThumbnail
          src={product.images[0]}
          width={320}
          className="size-24 rounded-xl sm:aspect-square sm:size-auto sm:w-full sm:rounded-none"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{conditionLabels[product.condition]}</Badge>
          <ProductStatusBadge status={product.status} />
        </div>
        <h2 className="font-semibold text-slate-900">
          <Link
            to={paths.product(product.id)}
            className="line-clamp-2 [overflow-wrap:anywhere] hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {product.name}
          </Link>
        </h2>
        <PriceTag product={product} />
        <p className="text-sm text-slate-600">
          {truncateText(product.description, WISHLIST_PRODUCT_DESCRIPTION_LIMIT)}
        </p>
        {priceWillFall(product) && <PriceTarget product={product} target={target} />}
        <div className="mt-auto pt-1">
          <Button
            variant="outline"
            size="sm"
            loading={removing}
            onClick={onRemove}
            aria-label={`Usuń z listy: ${product.name}`}
          >
            {!removing && <Trash2 aria-hidden="true" />}
            Usuń z listy
          </Button>
        </div>
      </div>
    </Card>
  );
}
