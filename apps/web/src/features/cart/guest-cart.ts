// The guest cart: product ids and quantities kept in localStorage (nothing else, so prices and
// stock are always read fresh). Shared by every tab; React reads it with useGuestCartLines().
import { z } from 'zod';
import { storedValue, useStoredValue } from '@/lib/stored-value.ts';

const linesSchema = z.array(
  z.object({ productId: z.number().int().positive(), quantity: z.number().int().positive() }),
);
export type GuestCartLine = z.infer<typeof linesSchema>[number];

const NO_LINES: readonly GuestCartLine[] = [];
const stored = storedValue<readonly GuestCartLine[]>({
  key: 'shop.guestCart',
  schema: linesSchema,
  empty: NO_LINES,
  isEmpty: (lines) => lines.length === 0,
});

export const guestCart = {
  getLines: (): readonly GuestCartLine[] => stored.get(),

  quantityOf: (productId: number): number =>
    stored.get().find((line) => line.productId === productId)?.quantity ?? 0,

  /** Adds pieces to the product's line, or a new line at the end. */
  add(productId: number, quantity: number) {
    const lines = stored.get();
    const exists = lines.some((line) => line.productId === productId);
    stored.set(
      exists
        ? lines.map((line) =>
            line.productId === productId ? { productId, quantity: line.quantity + quantity } : line,
          )
        : [...lines, { productId, quantity }],
    );
  },

  setQuantity(productId: number, quantity: number) {
    stored.set(
      stored.get().map((line) => (line.productId === productId ? { productId, quantity } : line)),
    );
  },

  remove(productId: number) {
    stored.set(stored.get().filter((line) => line.productId !== productId));
  },

  clear() {
    stored.set(NO_LINES);
  },

  subscribe: stored.subscribe,
};

/** The guest cart's lines; empty on the server and while the browser hydrates its HTML. */
export function useGuestCartLines(): readonly GuestCartLine[] {
  return useStoredValue(stored);
}
