// A value kept in the browser's storage under one key: read through a schema (anything missing
// or unreadable is the empty value), written back as JSON (or as plain text), shared with React
// through useSyncExternalStore and, for localStorage, followed across tabs. On the server, and
// while the browser hydrates the server's page, it is the empty value. A storage that refuses a
// write (full, blocked) keeps the value for this page only.
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';

export interface StoredValue<T> {
  /** The value now; the same object until it changes (a React snapshot). */
  get(): T;
  /** Keeps `next`; the empty value (or one `isEmpty` calls empty) removes the key. */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** The value before the browser reads its storage: on the server and during hydration. */
  empty: T;
}

interface Options<T> {
  key: string;
  schema: z.ZodType<T>;
  empty: T;
  storage?: 'local' | 'session';
  /** `text`: the value is a string stored as it is (no JSON quotes). */
  format?: 'json' | 'text';
  isEmpty?: (value: T) => boolean;
}

export function storedValue<T>({
  key,
  schema,
  empty,
  storage = 'local',
  format = 'json',
  isEmpty = (value) => value === empty,
}: Options<T>): StoredValue<T> {
  // Only a browser's window has it (never the server's rendering, whatever its runtime offers);
  // looked up at each use, so a test may put one in place.
  const area = (): Storage | undefined => {
    if (typeof window === 'undefined') return undefined;
    return storage === 'local' ? window.localStorage : window.sessionStorage;
  };
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T } | null = null;
  /** A value the storage refused to keep: it stands for this page until the next write. */
  let unsaved: { value: T } | null = null;

  const parse = (raw: string | null): T => {
    if (raw === null) return empty;
    try {
      const parsed = schema.safeParse(format === 'text' ? raw : JSON.parse(raw));
      return parsed.success ? parsed.data : empty;
    } catch {
      return empty;
    }
  };
  const readRaw = (): string | null => {
    try {
      return area()?.getItem(key) ?? null;
    } catch {
      return null; // storage blocked (privacy settings)
    }
  };
  const notify = () => listeners.forEach((listener) => listener());

  const value: StoredValue<T> = {
    get() {
      if (!area()) return empty;
      if (unsaved) return unsaved.value;
      const raw = readRaw();
      if (cached?.raw !== raw) cached = { raw, value: parse(raw) };
      return cached.value;
    },
    set(next) {
      unsaved = null;
      try {
        const place = area();
        if (!place) throw new Error('no storage here');
        if (isEmpty(next)) place.removeItem(key);
        else place.setItem(key, format === 'text' ? String(next) : JSON.stringify(next));
      } catch {
        unsaved = { value: next };
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    empty,
  };

  // Another tab changed it (or cleared the storage: key null).
  if (typeof window !== 'undefined' && storage === 'local') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) notify();
    });
  }
  return value;
}

/** The stored value for React: its empty value on the server and during hydration. */
export function useStoredValue<T>(stored: StoredValue<T>): T {
  return useSyncExternalStore(stored.subscribe, stored.get, () => stored.empty);
}
