// The receipt printer's address, kept in this browser ("stored locally"); until
// staff set one, the runtime configuration's printerDefaultUrl.
import { useSyncExternalStore } from 'react';
import { getRuntimeConfig } from '@/lib/runtime-config.ts';

const KEY = 'shop.printer.url';
const listeners = new Set<() => void>();

export function getPrinterUrl(): string {
  return localStorage.getItem(KEY) ?? getRuntimeConfig().printerDefaultUrl;
}

export function setPrinterUrl(url: string): void {
  localStorage.setItem(KEY, url);
  listeners.forEach((listener) => listener());
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

export function usePrinterUrl(): string {
  return useSyncExternalStore(subscribe, getPrinterUrl);
}
