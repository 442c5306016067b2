// The lobby's admissions this tab holds (decision 031): the token per drop and until when it
// lasts, kept in sessionStorage (a reload keeps them, another tab or device asks the lobby), and
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
  /** Whether this tab holds an admission to the drop now. */
  has(dropId: number, now = Date.now()) {
    return current(now).some((held) => held.dropId === dropId);
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

/** Whether this tab holds an admission to the drop (never on the server: it cannot know). */
export function useAdmitted(dropId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => admissionStore.has(dropId),
    () => false,
  );
}
