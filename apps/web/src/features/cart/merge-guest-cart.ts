// On login the guest cart moves to the server cart, item by item, and
// is cleared locally. A piece the server refuses (sold out meanwhile, or more than the stock
// together with what the account's cart already holds) is reported in one toast.
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { onLogin } from '@/lib/auth-store.ts';
import { addCartItem, getCart, serverCartKey } from '@/entities/cart/api.ts';
import { getProduct } from '@/entities/product/api.ts';
import { guestCart, type GuestCartLine } from './guest-cart.ts';

const MOVE_FAILED = 'Nie udało się przenieść produktu do koszyka';

/** Pushes one line; when it is more than fits, pushes what still fits. Answers a problem or null. */
async function pushLine({ productId, quantity }: GuestCartLine): Promise<string | null> {
  try {
    await addCartItem(productId, quantity);
    return null;
  } catch (error) {
    const product = await getProduct(productId).catch(() => null);
    const problem = `${product ? `${product.name}: ` : ''}${errorMessage(error, MOVE_FAILED)}`;
    if (product && error instanceof ApiError && error.code === 'OutOfStockException') {
      const cart = await getCart();
      const inCart = cart.items.find((item) => item.product.id === productId)?.quantity ?? 0;
      const room = product.stock - inCart;
      if (room > 0) await addCartItem(productId, room);
    }
    return problem;
  }
}

export async function mergeGuestCart(): Promise<void> {
  const lines = guestCart.getLines();
  if (lines.length === 0) return;
  const problems: string[] = [];
  for (const line of lines) {
    const problem = await pushLine(line).catch((error: unknown) =>
      errorMessage(error, MOVE_FAILED),
    );
    if (problem) problems.push(problem);
  }
  guestCart.clear();
  if (problems.length > 0) {
    toast({
      title: 'Nie wszystkie produkty trafiły do koszyka w całości',
      description: problems.join(' '),
      variant: 'destructive',
    });
  }
}

/**
 * Call once at start-up; answers a function that stops the merging. Cart queries made while
 * the merge ran (e.g. the header's count, which reads the cart as soon as the session is
 * stored) are read again afterwards. A read still on its way is cancelled first: it may have
 * left before the merge, and invalidating a query's first read only waits for that same read,
 * so checkout would be left with the empty cart it saw.
 */
export function installGuestCartMerge(queryClient: QueryClient): () => void {
  return onLogin(async () => {
    await mergeGuestCart();
    await queryClient.cancelQueries({ queryKey: serverCartKey });
    await queryClient.invalidateQueries({ queryKey: serverCartKey });
  });
}
