// After adding to the cart: the item, quantity, total and price per piece, up
// to 10 available in-stock products of the same category, and the buttons to continue shopping,
// edit the product (staff) and go to the cart.
import { Link } from 'react-router';
import { CircleCheck, Pencil, ShoppingCart } from 'lucide-react';
import type { Product } from '@shop/shared/catalogue';
import { categoryLabels } from '@shop/shared/enums';
import { formatPrice } from '@shop/shared/money';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/lib/paths.ts';
import { useCategorySuggestions } from '../../api/get-category-products.ts';
import type { Viewer } from '@/entities/product/viewer.ts';
import { suggestionName } from '../../lib/text.ts';
import { ProductImage } from '../product-image.tsx';

export interface AddedToCartDialogProps {
  product: Product;
  quantity: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canEdit: boolean;
  viewer: Viewer;
}

export function AddedToCartDialog({
  product,
  quantity,
  open,
  onOpenChange,
  canEdit,
  viewer,
}: AddedToCartDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-3xl"
        title={
          <span className="inline-flex items-center gap-2">
            <CircleCheck className="size-5 text-green-600" aria-hidden="true" />
            Dodano do koszyka
          </span>
        }
      >
        <div className="flex gap-4 rounded-xl border border-slate-200 p-3">
          <ProductImage
            src={product.images[0]}
            alt=""
            sizes="96px"
            eager
            className="w-20 shrink-0 self-start rounded-lg sm:w-24"
          />
          <div className="grid min-w-0 flex-1 content-start gap-1">
            <p className="font-semibold text-slate-900">{product.name}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              <dt className="text-slate-600">Ilość</dt>
              <dd className="font-medium text-slate-900">{quantity} szt.</dd>
              <dt className="text-slate-600">Cena za sztukę</dt>
              <dd className="font-medium text-slate-900">{formatPrice(product.price)}</dd>
              <dt className="text-slate-600">Razem</dt>
              <dd className="font-bold text-slate-900">{formatPrice(product.price * quantity)}</dd>
            </dl>
          </div>
        </div>

        {open && <Suggestions product={product} viewer={viewer} onNavigate={close} />}

        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            Kontynuuj zakupy
          </Button>
          {canEdit && (
            <Button asChild variant="outline">
              <Link to={paths.adminEditProduct(product.id)} onClick={close}>
                <Pencil aria-hidden="true" />
                Edytuj produkt
              </Link>
            </Button>
          )}
          <Button asChild>
            <Link to={paths.cart} onClick={close}>
              <ShoppingCart aria-hidden="true" />
              Przejdź do koszyka
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Suggestions({
  product,
  viewer,
  onNavigate,
}: {
  product: Product;
  viewer: Viewer;
  onNavigate: () => void;
}) {
  const suggestions = useCategorySuggestions(product, viewer, true);
  if (suggestions.isError || suggestions.data?.length === 0) return null;
  return (
    <section aria-labelledby="suggestions-heading" className="grid min-w-0 gap-3">
      <h3 id="suggestions-heading" className="text-sm font-semibold text-slate-900">
        Może Cię też zainteresować: {categoryLabels[product.category]}
      </h3>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {suggestions.isPending
          ? [0, 1, 2, 3].map((i) => (
              <li key={i} className="w-32 shrink-0">
                <Skeleton className="aspect-square w-full" />
                <Skeleton className="mt-2 h-3 w-3/4" />
              </li>
            ))
          : suggestions.data.map((item) => (
              <li key={item.id} className="w-32 shrink-0 snap-start">
                <Link
                  to={paths.product(item.id)}
                  onClick={onNavigate}
                  title={item.name}
                  aria-label={`${item.name}, ${formatPrice(item.price)}`}
                  className="grid gap-1.5 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <ProductImage src={item.images[0]} alt="" sizes="128px" className="rounded-lg" />
                  <span className="text-xs leading-snug font-medium text-slate-800">
                    {suggestionName(item.name)}
                  </span>
                  <span className="text-sm font-bold text-slate-900">
                    {formatPrice(item.price)}
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
