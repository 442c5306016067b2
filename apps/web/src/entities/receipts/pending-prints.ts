// Receipts a printer has taken but the shop has not recorded yet, kept in this browser per order
// (localStorage "shop.printer.pending"): the printer's request id is written as soon as the
// printer stores the receipt and removed once the order carries it. If the page closes while the
// printer prints, the order's next print dialog finds that request on the printer and records
// it, instead of printing the receipt a second time.
import { useSyncExternalStore } from 'react';

export interface PendingPrint {
  orderId: number;
  /** The printer that took the receipt (the address setting may change meanwhile). */
  printerUrl: string;
  /** The printer's request id, which becomes the receipt id. */
  requestId: string;
  /** ms since epoch. */
  storedAt: number;
}

const KEY = 'shop.printer.pending';
const listeners = new Set<() => void>();

function readAll(): Record<string, PendingPrint> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, PendingPrint>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, PendingPrint>) {
  if (Object.keys(all).length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(all));
  listeners.forEach((listener) => listener());
}

export function getPendingPrint(orderId: number): PendingPrint | null {
  const found = readAll()[orderId];
  return found && typeof found.requestId === 'string' && typeof found.printerUrl === 'string'
    ? found
    : null;
}

export function rememberPendingPrint(print: PendingPrint): void {
  writeAll({ ...readAll(), [print.orderId]: print });
}

export function forgetPendingPrint(orderId: number): void {
  const { [orderId]: _forgotten, ...rest } = readAll();
  writeAll(rest);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The order's unrecorded print in this browser (none while rendering on the server). */
export function usePendingPrint(orderId: number): PendingPrint | null {
  const requestId = useSyncExternalStore(
    subscribe,
    () => getPendingPrint(orderId)?.requestId ?? null,
    () => null,
  );
  return requestId === null ? null : getPendingPrint(orderId);
}
