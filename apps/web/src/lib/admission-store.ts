// The lobby's admissions this tab holds (decision 031): the token per drop and until when it
// lasts, kept in sessionStorage (a reload keeps them, another tab or device reads the account's
// admission from GET /drops/{id}/lobby/admission), and
// sent as X-Admission-Token with every cart add and order (the server takes up to ten). They
// are the account's: a logout forgets them.
import { useSyncExternalStore } from 'react';
import { ADMISSION_HEADER } from '@shop/shared/lobby';
import { onLogout } from './auth-store.ts';

const STORAGE_KEY = 'shop.admissions';

interface Held {
  dropId: number;
  token: string;
  /** ms since epoch */
  until: number;
}

function read(): Held[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as Held[]) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

function write(held: Held[]) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(held));
  } catch {
    // Storage full or blocked: the admission then lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

const current = (now = Date.now()) => read().filter((held) => held.until > now);

export const admissionStore = {
  /** Keeps the lobby's admission to a drop. */
  admit(dropId: number, token: string, until: Date) {
    write([
      ...current().filter((held) => held.dropId !== dropId),
      { dropId, token, until: until.getTime() },
    ]);
  },
  /** Until when (ms since epoch) this tab holds an admission to the drop; null for none. */
  until(dropId: number, now = Date.now()): number | null {
    return current(now).find((held) => held.dropId === dropId)?.until ?? null;
  },
  /** The request header carrying every admission held now (none when there are none). */
  headers(): Record<string, string> {
    const tokens = current().map((held) => held.token);
    return tokens.length > 0 ? { [ADMISSION_HEADER]: tokens.slice(-10).join(', ') } : {};
  },
  clear() {
    write([]);
  },
};

onLogout(() => admissionStore.clear());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Until when this tab holds an admission to the drop (ms since epoch; null for none, and never
 * on the server: it cannot know). features/catalogue/hooks/use-drop-admission.ts asks the
 * account's admission when the tab has none.
 */
export function useAdmittedUntil(dropId: number): number | null {
  return useSyncExternalStore(
    subscribe,
    () => admissionStore.until(dropId),
    () => null,
  );
}
