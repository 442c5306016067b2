// "Dodaj do listy życzeń" for the product page:
//   <AddToWishlistDialog productId={product.id} productName={product.name} />
// renders the button. A guest is sent to /login (and back here after logging in); a shopper
// gets a dialog that loads their lists on open, can create a new one (it is appended to the
// list), and adds the product to the list they choose, then closes. Failures are logged and
// told inside the dialog.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Check, Heart, ListPlus, Plus } from 'lucide-react';
import { productCountLabel, type Wishlist } from '@shop/shared/wishlists';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { cn } from '@/lib/cn.ts';
import { paths, type LoginRedirectState } from '@/lib/paths.ts';
import { useAddWishlistProduct } from '../api/add-wishlist-product.ts';
import { useWishlistChoices } from '../api/get-wishlists.ts';
import { NewWishlistForm } from './new-wishlist-form.tsx';

const TITLE = 'Dodaj do listy życzeń';

export interface AddToWishlistDialogProps {
  productId: number;
  /** Shown under the dialog title. */
  productName?: string;
  /** Style of the opening button (default: outline, full width on phones). */
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

export function AddToWishlistDialog({
  productId,
  productName,
  variant = 'outline',
  size = 'lg',
  className,
}: AddToWishlistDialogProps) {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  const start = () => {
    if (isAuthenticated) return setOpen(true);
    const state: LoginRedirectState = { from: location.pathname + location.search };
    void navigate(paths.login, { state });
  };

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={start}>
        <Heart aria-hidden="true" />
        {TITLE}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent title={TITLE} description={productName}>
            <WishlistChooser productId={productId} onDone={() => setOpen(false)} />
          </DialogContent>
        )}
      </Dialog>
    </>
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
