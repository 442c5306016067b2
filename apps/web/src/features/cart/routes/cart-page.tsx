// /cart: the lines with quantity and remove, the summary with the way to checkout, or the empty
// state. Guests see their local cart with current product data; every cart follows its
// products' live stock (a piece another shopper takes is flagged at once).
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { documentTitle } from '@shop/shared/document-title';
import { paths } from '@/lib/paths.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { useLiveCart } from '@/entities/cart/api.ts';
import { PendingOrders } from '@/entities/order/pending-orders.tsx';
import { CartLine } from '../components/cart-line.tsx';
import { CartSummary } from '../components/cart-summary.tsx';
import { EmptyCart } from '../components/empty-cart.tsx';
import { useCart } from '../hooks/use-cart.ts';
import { useCartLineActions } from '../hooks/use-cart-line-actions.ts';

export default function CartPage() {
  const { cart, isPending, isError, isGuest, retry } = useCart();
  const { user } = useAuth();
  useLiveCart(user?.id, cart?.items.map((item) => item.product.id) ?? []);
  const { setQuantity, remove } = useCartLineActions();
  const busyLineId = setQuantity.isPending
    ? setQuantity.variables?.item.id
    : remove.isPending
      ? remove.variables?.id
      : undefined;
  const pieces = cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{documentTitle('Koszyk')}</title>
      <PageHeader
        title="Koszyk"
        description={pieces > 0 ? `Produkty w koszyku: ${pieces} szt.` : undefined}
        actions={
          pieces > 0 && (
            <Button asChild variant="ghost">
              <Link to={paths.home}>
                <ArrowLeft aria-hidden="true" />
                Kontynuuj zakupy
              </Link>
            </Button>
          )
        }
      />
      {!isGuest && <PendingOrders className="mb-6" />}
      {isPending ? (
        <CartSkeleton />
      ) : isError || !cart ? (
        <Alert className="items-center">
          <span className="flex flex-wrap items-center gap-3">
            Nie udało się załadować koszyka.
            <Button variant="outline" size="sm" onClick={retry}>
              Spróbuj ponownie
            </Button>
          </span>
        </Alert>
      ) : cart.items.length === 0 ? (
        <EmptyCart isGuest={isGuest} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <Card className="p-5 sm:p-6">
            <h2 className="sr-only">Produkty w koszyku</h2>
            <ul className="divide-y divide-slate-100">
              {cart.items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  busy={busyLineId === item.id}
                  onQuantityChange={(quantity) => setQuantity.mutate({ item, quantity })}
                  onRemove={() => remove.mutate(item)}
                />
              ))}
            </ul>
          </Card>
          <CartSummary cart={cart} isGuest={isGuest} />
        </div>
      )}
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" role="status">
      <span className="sr-only">Ładowanie...</span>
      <Card className="grid gap-6 p-5 sm:p-6">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4">
            <Skeleton className="size-20 rounded-xl sm:size-24" />
            <div className="grid flex-1 content-start gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="mt-3 h-9 w-32" />
            </div>
          </div>
        ))}
      </Card>
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}
