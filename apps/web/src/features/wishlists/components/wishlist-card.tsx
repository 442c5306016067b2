// A wishlist on /wishlists: pictures of its first products, name, count, the names of what is
// on it (cut to 30 characters on a phone) and a delete button.
import { Link } from 'react-router';
import { ArrowRight, Heart, Trash2 } from 'lucide-react';
import {
  WISHLIST_CARD_DESCRIPTION_MOBILE_LIMIT,
  productCountLabel,
  truncateText,
  type Wishlist,
} from '@shop/shared/wishlists';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { paths } from '@/lib/paths.ts';
import { useIsMobile } from '../hooks/use-is-mobile.ts';
import { ProductThumbnail } from '@/components/product-thumbnail.tsx';

const PREVIEW_COUNT = 4;

export function WishlistCard({ wishlist, onDelete }: { wishlist: Wishlist; onDelete: () => void }) {
  const isMobile = useIsMobile();
  const { id, name, products } = wishlist;
  const summary =
    products.length > 0
      ? products.map((product) => product.name).join(', ')
      : 'Lista jest pusta – dodawaj produkty przyciskiem „Dodaj do listy życzeń”.';
  const description = isMobile
    ? truncateText(summary, WISHLIST_CARD_DESCRIPTION_MOBILE_LIMIT)
    : summary;

  return (
    <Card className="flex flex-col overflow-hidden">
      <Link
        to={paths.wishlist(id)}
        tabIndex={-1}
        aria-hidden="true"
        className="grid grid-cols-4 gap-0.5 bg-slate-200"
      >
        {products.length === 0 ? (
          <div className="col-span-4 flex aspect-[4/1] items-center justify-center bg-brand-50">
            <Heart className="size-8 text-brand-300" aria-hidden="true" />
          </div>
        ) : (
          Array.from({ length: PREVIEW_COUNT }, (_, i) =>
            products[i] ? (
              <ProductThumbnail
                key={i}
                src={products[i].images[0]}
                width={120}
                className="aspect-square"
              />
            ) : (
              <div key={i} className="aspect-square bg-slate-100" />
            ),
          )
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-4 sm:p-5">
        <h2 className="text-base font-semibold text-slate-900">
          <Link
            to={paths.wishlist(id)}
            className="inline-flex min-h-11 items-center hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {name}
          </Link>
        </h2>
        <p className="text-sm font-medium text-slate-500">{productCountLabel(products.length)}</p>
        <p className="line-clamp-2 text-sm text-slate-600">{description}</p>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-slate-100 px-3 py-2 sm:px-4">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.wishlist(id)}>
            Zobacz listę
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-slate-600 hover:text-red-700"
          onClick={onDelete}
          aria-label={`Usuń listę ${name}`}
        >
          <Trash2 aria-hidden="true" />
          Usuń
        </Button>
      </div>
    </Card>
  );
}
