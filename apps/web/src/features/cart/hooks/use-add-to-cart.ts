// useAddToCart(): puts pieces of a product into the cart, for guests (local cart) and
// logged-in shoppers (server cart) alike, refusing what the server would refuse with the
// same Polish messages. Usage (e.g. on the product page):
//   const addToCart = useAddToCart();
//   addToCart.mutate({ product, quantity }, { onSuccess: () => setModalOpen(true) });
//   addToCart.isPending; addToCart.error?.message  ->  'Dostępnych jest tylko 3 szt. tego produktu'
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartQuantitySchema, notEnoughStockMessage, unavailableReason } from '@shop/shared/cart';
import type { Product } from '@shop/shared/catalogue';
import { errorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { addCartItem, serverCartQuery } from '@/entities/cart/api.ts';
import { productQuery } from '@/entities/product/api.ts';
import { guestCart } from '../guest-cart.ts';

export interface AddToCartInput {
  /** The product as the page shows it (its status and stock decide for a guest). */
  product: Product;
  quantity: number;
}

const ADD_FAILED = 'Nie udało się dodać produktu do koszyka, spróbuj ponownie';

function addToGuestCart({ product, quantity }: AddToCartInput) {
  const checked = cartQuantitySchema.safeParse(quantity);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? ADD_FAILED);
  const reason = unavailableReason(product);
  if (reason) throw new Error(reason);
  const inCart = guestCart.quantityOf(product.id);
  if (inCart + checked.data > product.stock) {
    throw new Error(notEnoughStockMessage(product.stock, inCart));
  }
  guestCart.add(product.id, checked.data);
}

/** A mutation whose `error.message` is always a Polish sentence to show the shopper. */
export function useAddToCart() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation<void, Error, AddToCartInput>({
    mutationFn: async (input) => {
      if (!user) {
        addToGuestCart(input);
        // The cart page shows this product without fetching it again.
        queryClient.setQueryData(productQuery(input.product.id, 'shopper').queryKey, input.product);
        return;
      }
      try {
        const cart = await addCartItem(input.product.id, input.quantity);
        queryClient.setQueryData(serverCartQuery(user.id).queryKey, cart);
      } catch (error) {
        throw new Error(errorMessage(error, ADD_FAILED), { cause: error });
      }
    },
  });
}
