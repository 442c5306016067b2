// /wishlists/{id}: the list's products, each with a remove
// button, and a link back to all lists. A non-numeric id is 'Nieprawidłowy adres listy życzeń'
// (the specification's 'Invalid wishlist ID', docs/decisions/013-polish-messages.md).
import { Link, useParams } from 'react-router';
import { ArrowLeft, Compass, Heart } from 'lucide-react';
import { productCountLabel } from '@shop/shared/wishlists';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { documentTitle } from '@shop/shared/document-title';
import { paths } from '@/lib/paths.ts';
import { useWishlist } from '../api/get-wishlist.ts';
import { useRemoveWishlistProduct } from '../api/remove-wishlist-product.ts';
import { WishlistProductCard } from '../components/wishlist-product-card.tsx';
import { usePriceTargets } from '../api/price-targets.ts';

const MAX_ID = 2_147_483_647;

function parseId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export default function WishlistPage() {
  const id = parseId(useParams().id);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4">
        <Link to={paths.wishlists}>
          <ArrowLeft aria-hidden="true" />
          Wróć do list życzeń
        </Link>
      </Button>
      {id === null ? (
        <>
          <title>{documentTitle('Listy życzeń')}</title>
          <Alert>Nieprawidłowy adres listy życzeń</Alert>
        </>
      ) : (
        <WishlistDetail id={id} />
      )}
    </div>
  );
}

function WishlistDetail({ id }: { id: number }) {
  const wishlist = useWishlist(id);
  const remove = useRemoveWishlistProduct();
  const targets = usePriceTargets();

  if (wishlist.isPending) {
    return (
      <div role="status" className="grid gap-5">
        <span className="sr-only">Ładowanie...</span>
        <Skeleton className="h-9 w-64" />
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-80 rounded-2xl" />
          ))}
        </div>
      </div>
    );
  }
  if (wishlist.isError) {
    return (
      <>
        <title>{documentTitle('Listy życzeń')}</title>
        {isApiError(wishlist.error, 404) ? (
          <EmptyState icon={Heart} title="Nie znaleziono listy życzeń" />
        ) : (
          <Alert>Nie udało się załadować listy życzeń</Alert>
        )}
      </>
    );
  }

  const { name, products } = wishlist.data;
  const removeProduct = (productId: number) =>
    remove.mutate(
      { wishlistId: id, productId },
      {
        onError: (error) =>
          toast({
            title: 'Nie udało się usunąć produktu z listy',
            description: errorMessage(error, 'Spróbuj ponownie za chwilę.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <>
      <title>{documentTitle(name)}</title>
      <PageHeader title={name} description={productCountLabel(products.length)} />
      {products.length === 0 ? (
        <EmptyState
          icon={Heart}
          title="Ta lista jest pusta"
          description="Dodawaj produkty przyciskiem „Dodaj do listy życzeń” na stronie produktu."
          action={
            <Button asChild>
              <Link to={paths.explore}>
                <Compass aria-hidden="true" />
                Odkrywaj produkty
              </Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.id} className="grid">
              <WishlistProductCard
                product={product}
                target={targets.data?.find((target) => target.productId === product.id)}
                removing={remove.isPending && remove.variables?.productId === product.id}
                onRemove={() => removeProduct(product.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
