// Going back after logging in or signing up: to checkout, the shopper is told where they are
// and that the cart came along (the guest cart is merged into the account's on login).
import { toast } from '@/components/ui/toast.ts';
import { paths } from '@/lib/paths.ts';

export const isCheckout = (path: string | null) => path?.split(/[?#]/)[0] === paths.checkout;

/** Says where the shopper returns to, when it is checkout. */
export function backTo(path: string | null, done: string) {
  if (!isCheckout(path)) return;
  toast({
    title: `${done}. Wracasz do zamówienia`,
    description: 'Zawartość koszyka została zachowana.',
    variant: 'success',
  });
}
