// What the tests of the staff browser's printing code share: an order to print and the
// browser's localStorage kept in memory (vitest runs them in Node).

/** One lamp (49,99 zł) and shipping, paid, without invoice details. */
export const orderToPrint = (id: number) => ({
  id,
  items: [{ id: 1, product: { id: 3, name: 'Lampka', images: [] }, price: 4_999, quantity: 1 }],
  discount: 0,
  shippingCost: 1_000,
  totalAmount: 5_999,
  invoiceDetails: null,
});

/** The browser's localStorage, kept in memory. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
