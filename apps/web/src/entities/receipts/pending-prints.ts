// Receipts a printer has taken but the shop has not recorded yet, kept in this browser per order
// (localStorage "shop.printer.pending"): the printer's request id is written as soon as the
// printer stores the receipt and removed once the order carries it. If the page closes while the
// printer prints, the order's next print dialog finds that request on the printer and records
// it, instead of printing the receipt a second time.
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { storedValue } from '@/lib/stored-value.ts';

const pendingPrintSchema = z.object({
  orderId: z.number().int(),
  /** The printer that took the receipt (the address setting may change meanwhile). */
  printerUrl: z.string(),
  /** The printer's request id, which becomes the receipt id. */
  requestId: z.string(),
  /** ms since epoch. */
  storedAt: z.number(),
});
export type PendingPrint = z.infer<typeof pendingPrintSchema>;

const NONE: Readonly<Record<string, PendingPrint>> = {};
const stored = storedValue<Readonly<Record<string, PendingPrint>>>({
  key: 'shop.printer.pending',
  schema: z.record(z.string(), pendingPrintSchema),
  empty: NONE,
  isEmpty: (all) => Object.keys(all).length === 0,
});

export function getPendingPrint(orderId: number): PendingPrint | null {
  return stored.get()[orderId] ?? null;
}

export function rememberPendingPrint(print: PendingPrint): void {
  stored.set({ ...stored.get(), [print.orderId]: print });
}

export function forgetPendingPrint(orderId: number): void {
  const { [orderId]: _forgotten, ...rest } = stored.get();
  stored.set(rest);
}

/** The order's unrecorded print in this browser (none while rendering on the server). */
export function usePendingPrint(orderId: number): PendingPrint | null {
  return useSyncExternalStore(
    stored.subscribe,
    () => getPendingPrint(orderId),
    () => null,
  );
}
