// "Dodaj do listy życzeń" for the product page:
//   <AddToWishlistDialog productId={product.id} productName={product.name} />
// renders the button. A guest is sent to /login (and back here after logging in); a shopper
// gets the dialog of wishlist-dialog.tsx, whose code loads when it first opens.
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Heart } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { paths, type LoginRedirectState } from '@/lib/paths.ts';

const WishlistDialog = lazy(() => import('./wishlist-dialog.tsx'));

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
      {open && (
        <Suspense fallback={null}>
          <WishlistDialog
            title={TITLE}
            productId={productId}
            productName={productName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
