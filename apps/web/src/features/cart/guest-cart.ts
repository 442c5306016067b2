// The guest cart: product ids and quantities kept in localStorage (nothing else, so prices and
// stock are always read fresh). Shared by every tab; React reads it with useGuestCartLines().
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

const STORAGE_KEY = 'shop.guestCart';

const linesSchema = z.array(
  z.object({ productId: z.number().int().positive(), quantity: z.number().int().positive() }),
);
export type GuestCartLine = z.infer<typeof linesSchema>[number];

const listeners = new Set<() => void>();
const inBrowser = typeof window !== 'undefined';
const NO_LINES: readonly GuestCartLine[] = [];
let lines: readonly GuestCartLine[] = inBrowser ? read() : NO_LINES;

function read(): readonly GuestCartLine[] {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (!stored) return NO_LINES;
    const parsed = linesSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : NO_LINES;
  } catch {
    return NO_LINES;
  }
}

function write(next: readonly GuestCartLine[]) {
  lines = next;
  if (next.length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

export const guestCart = {
  getLines: (): readonly GuestCartLine[] => lines,

  quantityOf: (productId: number): number =>
    lines.find((line) => line.productId === productId)?.quantity ?? 0,

  /** Adds pieces to the product's line, or a new line at the end. */
  add(productId: number, quantity: number) {
    const exists = lines.some((line) => line.productId === productId);
    write(
      exists
        ? lines.map((line) =>
            line.productId === productId ? { productId, quantity: line.quantity + quantity } : line,
          )
        : [...lines, { productId, quantity }],
    );
  },

  setQuantity(productId: number, quantity: number) {
    write(lines.map((line) => (line.productId === productId ? { productId, quantity } : line)));
  },

  remove(productId: number) {
    write(lines.filter((line) => line.productId !== productId));
  },

  clear() {
    write([]);
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useGuestCartLines(): readonly GuestCartLine[] {
  // Empty on the server and while the browser hydrates the server's HTML.
  return useSyncExternalStore(guestCart.subscribe, guestCart.getLines, () => NO_LINES);
}

// Follow changes made in other tabs.
if (inBrowser) {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    lines = read();
    listeners.forEach((listener) => listener());
  });
}
