// The dialog of "Dodaj do listy życzeń" (add-to-wishlist-dialog.tsx): loads the shopper's lists
// on open, creates a new one (appended to the list), adds the product to the chosen list, then
// closes. Failures are logged and told inside the dialog. Loaded when a shopper first opens it:
// its form and validation are not part of the product page's first load.
import { useState } from 'react';
import { Check, Heart, ListPlus, Plus } from 'lucide-react';
import { productCountLabel, type Wishlist } from '@shop/shared/wishlists';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useAddWishlistProduct } from '../api/add-wishlist-product.ts';
import { useWishlistChoices } from '../api/get-wishlists.ts';
import { NewWishlistForm } from './new-wishlist-form.tsx';

export default function WishlistDialog({
  title,
  productId,
  productName,
  onClose,
}: {
  title: string;
  productId: number;
  productName?: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={productName}>
        <WishlistChooser productId={productId} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function WishlistChooser({ productId, onDone }: { productId: number; onDone: () => void }) {
  const lists = useWishlistChoices(true);
  const add = useAddWishlistProduct();
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const fail = (message: string, error: unknown) => {
    console.warn(message, error);
    setProblem(errorMessage(error, message));
  };

  const choose = (wishlist: Wishlist) => {
    setProblem(null);
    add.mutate(
      { wishlistId: wishlist.id, productId },
      {
        onSuccess: () => {
          toast({ title: `Dodano do listy „${wishlist.name}”`, variant: 'success' });
          onDone();
        },
        onError: (error) => fail('Nie udało się dodać produktu do listy życzeń', error),
      },
    );
  };

  return (
    <div className="grid gap-4">
      {lists.isPending ? (
        <Spinner showLabel className="justify-center py-6" />
      ) : lists.isError ? (
        <Alert>Nie udało się załadować list życzeń</Alert>
      ) : lists.data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-5 text-center text-sm text-slate-600">
          Nie masz jeszcze list życzeń. Utwórz pierwszą poniżej.
        </p>
      ) : (
        <ul className="grid max-h-72 gap-2 overflow-y-auto" aria-label="Twoje listy życzeń">
          {lists.data.map((wishlist) => {
            const onList = wishlist.products.some((product) => product.id === productId);
            const busy = add.isPending && add.variables?.wishlistId === wishlist.id;
            return (
              <li key={wishlist.id}>
                <button
                  type="button"
                  disabled={add.isPending}
                  aria-busy={busy || undefined}
                  onClick={() => choose(wishlist)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 text-left transition-colors',
                    'hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60',
                  )}
                >
                  <Heart className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-slate-900">
                      {wishlist.name}
                    </span>
                    <span className="block text-xs text-slate-500">
                      {productCountLabel(wishlist.products.length)}
                    </span>
                  </span>
                  {busy ? (
                    <Spinner label="Dodawanie..." />
                  ) : onList ? (
                    <span className="inline-flex items-center gap-1 text-xs font-semibold text-green-700">
                      <Check className="size-4" aria-hidden="true" />
                      Na liście
                    </span>
                  ) : (
                    <Plus className="size-5 text-slate-400" aria-hidden="true" />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {problem && <Alert>{problem}</Alert>}
      {creating ? (
        <div className="rounded-xl border border-slate-200 p-4">
          <NewWishlistForm
            onCreated={() => setCreating(false)}
            onCancel={() => setCreating(false)}
            onError={(message) => console.warn('Creating a wishlist failed:', message)}
          />
        </div>
      ) : (
        <Button
          variant="ghost"
          className="justify-self-start"
          onClick={() => {
            setProblem(null);
            setCreating(true);
          }}
        >
          <ListPlus aria-hidden="true" />
          Utwórz nową listę
        </Button>
      )}
    </div>
  );
}
