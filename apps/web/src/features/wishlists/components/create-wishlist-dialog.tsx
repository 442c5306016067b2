// The create dialog of /wishlists: the new-list form; success and failure are told in toasts.
import type { Wishlist } from '@shop/shared/wishlists';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.ts';
import { CREATE_FAILED, NewWishlistForm } from './new-wishlist-form.tsx';

export interface CreateWishlistDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CreateWishlistDialog({ open, onOpenChange }: CreateWishlistDialogProps) {
  const created = (wishlist: Wishlist) => {
    toast({ title: `Utworzono listę „${wishlist.name}”`, variant: 'success' });
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title="Nowa lista życzeń"
          description="Nazwij listę, np. „Prezenty na święta” albo „Do mieszkania”."
        >
          <NewWishlistForm
            onCreated={created}
            onCancel={() => onOpenChange(false)}
            onError={(message) =>
              toast({ title: CREATE_FAILED, description: message, variant: 'destructive' })
            }
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
