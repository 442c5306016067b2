// /wishlists: the price-drop alerts switch, the shopper's lists, a create dialog and a delete
// confirmation; 'Nie udało się załadować list życzeń' when they cannot be loaded.
import { useState } from 'react';
import { Heart, Plus } from 'lucide-react';
import type { Wishlist } from '@shop/shared/wishlists';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { documentTitle } from '@shop/shared/document-title';
import { useDeleteWishlist } from '../api/delete-wishlist.ts';
import { useWishlistPages } from '../api/get-wishlists.ts';
import { CreateWishlistDialog } from '../components/create-wishlist-dialog.tsx';
import { PriceAlertsSwitch } from '../components/price-alerts-switch.tsx';
import { WishlistCard } from '../components/wishlist-card.tsx';

export default function WishlistsPage() {
  const pages = useWishlistPages();
  const remove = useDeleteWishlist();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Wishlist | null>(null);
  const wishlists = pages.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: `Usunięto listę „${deleting.name}”`, variant: 'success' });
        setDeleting(null);
      },
      onError: (error) => {
        // Closed first, so the toast is not hidden behind the modal confirmation.
        setDeleting(null);
        toast({
          title: 'Nie udało się usunąć listy życzeń',
          description: errorMessage(error, 'Spróbuj ponownie za chwilę.'),
          variant: 'destructive',
        });
      },
    });
  };

  const newListButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      Nowa lista
    </Button>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{documentTitle('Listy życzeń')}</title>
      <PageHeader
        title="Listy życzeń"
        description="Zapisuj produkty na później i sprawdzaj, jak spadają ich ceny."
        actions={newListButton}
      />
      <PriceAlertsSwitch />
      {pages.isPending ? (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" role="status">
          <span className="sr-only">Ładowanie...</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64 rounded-2xl" />
          ))}
        </div>
      ) : pages.isError ? (
        <Alert className="items-center">
          <span className="flex flex-wrap items-center gap-3">
            Nie udało się załadować list życzeń
            <Button variant="outline" size="sm" onClick={() => void pages.refetch()}>
              Spróbuj ponownie
            </Button>
          </span>
        </Alert>
      ) : wishlists.length === 0 ? (
        <EmptyState
          icon={Heart}
          title="Nie masz jeszcze list życzeń"
          description="Utwórz listę i dodawaj do niej produkty, które chcesz obserwować."
          action={newListButton}
        />
      ) : (
        <>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {wishlists.map((wishlist) => (
              <li key={wishlist.id} className="grid">
                <WishlistCard wishlist={wishlist} onDelete={() => setDeleting(wishlist)} />
              </li>
            ))}
          </ul>
          {pages.hasNextPage && (
            <div className="mt-8 flex justify-center">
              <Button
                variant="outline"
                loading={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                Pokaż więcej
              </Button>
            </div>
          )}
        </>
      )}
      <CreateWishlistDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Usunąć listę „${deleting?.name ?? ''}”?`}
        description="Usuniesz tylko listę – produkty pozostaną w sklepie."
        confirmLabel="Usuń listę"
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
