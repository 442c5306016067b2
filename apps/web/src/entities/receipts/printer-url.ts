// The receipt printer's address, kept in this browser ("stored locally"); until
// staff set one, the runtime configuration's printerDefaultUrl.
import { z } from 'zod';
import { getRuntimeConfig } from '@/lib/runtime-config.ts';
import { storedValue, useStoredValue } from '@/lib/stored-value.ts';

// Kept as plain text, as earlier versions of the page stored it.
const stored = storedValue<string>({
  key: 'shop.printer.url',
  schema: z.string(),
  empty: '',
  format: 'text',
});

export function getPrinterUrl(): string {
  return stored.get() || getRuntimeConfig().printerDefaultUrl;
}

export function setPrinterUrl(url: string): void {
  stored.set(url);
}

export function usePrinterUrl(): string {
  return useStoredValue(stored) || getRuntimeConfig().printerDefaultUrl;
}
