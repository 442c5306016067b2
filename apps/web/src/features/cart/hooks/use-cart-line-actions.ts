// Changing and removing cart lines, on the server cart or the guest cart; failures are told
// in a toast (the line then shows what the server still holds).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartItem } from '@shop/shared/cart';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { removeCartItem, serverCartQuery, updateCartItem } from '@/entities/cart/api.ts';
import { guestCart } from '../guest-cart.ts';

const SERVER_ERROR = 'Wystąpił błąd, spróbuj ponownie później';

export function useCartLineActions() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const store = (cart: Cart) => {
    if (user) queryClient.setQueryData(serverCartQuery(user.id).queryKey, cart);
  };
  const fail = (title: string) => (error: Error) => {
    toast({ title, description: errorMessage(error, SERVER_ERROR), variant: 'destructive' });
    // Show what the server holds now (e.g. stock fell while the page was open).
    if (user) void queryClient.invalidateQueries(serverCartQuery(user.id));
  };

  const setQuantity = useMutation({
    mutationFn: async ({ item, quantity }: { item: CartItem; quantity: number }) => {
      if (!user) return guestCart.setQuantity(item.product.id, quantity);
      store(await updateCartItem(item.id, quantity));
    },
    onError: fail('Nie udało się zmienić ilości'),
  });

  const remove = useMutation({
    mutationFn: async (item: CartItem) => {
      if (!user) return guestCart.remove(item.product.id);
      store(await removeCartItem(item.id));
    },
    onError: fail('Nie udało się usunąć produktu z koszyka'),
  });

  return { setQuantity, remove };
}
