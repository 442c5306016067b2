// The lobby's admissions this tab holds (decision 031): the token per drop and until when it
// lasts, kept in sessionStorage (a reload keeps them, another tab or device reads the account's
// admission from GET /drops/{id}/lobby/admission), and
// sent as X-Admission-Token with every cart add and order (the server takes up to ten). They
// are the account's: a logout forgets them.
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { ADMISSION_HEADER } from '@shop/shared/lobby';
import { onLogout } from './auth-store.ts';
import { storedValue } from './stored-value.ts';

const heldSchema = z.array(
  z.object({
    dropId: z.number().int(),
    token: z.string(),
    /** ms since epoch */
    until: z.number(),
  }),
);
type Held = z.infer<typeof heldSchema>[number];

const NONE: readonly Held[] = [];
const stored = storedValue<readonly Held[]>({
  key: 'shop.admissions',
  schema: heldSchema,
  empty: NONE,
  storage: 'session',
});

const current = (now = Date.now()) => stored.get().filter((held) => held.until > now);

export const admissionStore = {
  /** Keeps the lobby's admission to a drop. */
  admit(dropId: number, token: string, until: Date) {
    stored.set([
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
    stored.set(NONE);
  },
};

onLogout(() => admissionStore.clear());

/**
 * Until when this tab holds an admission to the drop (ms since epoch; null for none, and never
 * on the server: it cannot know). features/catalogue/hooks/use-drop-admission.ts asks the
 * account's admission when the tab has none.
 */
export function useAdmittedUntil(dropId: number): number | null {
  return useSyncExternalStore(
    stored.subscribe,
    () => admissionStore.until(dropId),
    () => null,
  );
}
