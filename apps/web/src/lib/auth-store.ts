// The logged-in session: kept in localStorage, scopes and expiry read from the JWT, and valid
// until 10 s before the token expires. React reads it through useAuth().
//
// Extension point: onLogin(listener) runs after every login or registration (e.g. the cart
// feature pushes the guest cart to the server there); authStore.login() awaits all listeners,
// so the login page navigates only after they finished. onLogout(listener) runs after logout.
import { useMemo, useSyncExternalStore } from 'react';
import { authResponseSchema, type AuthResponse, type User } from '@shop/shared/accounts';
import type { Scope } from '@shop/shared/scopes';
import { readTokenClaims } from './jwt.ts';

export interface Session {
  token: string;
  type: 'Bearer';
  user: User;
  scopes: Scope[];
  /** When the session stops counting as valid (ms since epoch): token `exp` minus 10 s. */
  validUntil: number;
}

const STORAGE_KEY = 'shop.auth';
/** The token counts as valid until this long before it expires. */
export const TOKEN_VALIDITY_MARGIN_MS = 10_000;
// setTimeout fires at once for delays above 2^31-1 ms; re-check at least this often instead.
const MAX_TIMER_MS = 2 ** 31 - 1;

type Listener = () => void;
type LoginListener = (session: Session) => void | Promise<void>;

const listeners = new Set<Listener>();
const loginListeners = new Set<LoginListener>();
const logoutListeners = new Set<Listener>();
let current: Session | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function toSession(auth: AuthResponse): Session | null {
  const claims = readTokenClaims(auth.token);
  if (!claims) return null;
  return {
    token: auth.token,
    type: auth.type,
    user: auth.user,
    scopes: claims.scopes,
    validUntil: claims.exp * 1000 - TOKEN_VALIDITY_MARGIN_MS,
  };
}

function isValid(session: Session, now = Date.now()): boolean {
  return session.validUntil > now;
}

function readStorage(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = authResponseSchema.safeParse(JSON.parse(raw));
    const session = parsed.success ? toSession(parsed.data) : null;
    if (session && isValid(session)) return session;
    localStorage.removeItem(STORAGE_KEY); // unreadable or expired: forget it
    return null;
  } catch {
    return null;
  }
}

function setCurrent(session: Session | null) {
  current = session;
  clearTimeout(expiryTimer);
  if (session) {
    const delay = Math.min(session.validUntil - Date.now(), MAX_TIMER_MS);
    expiryTimer = setTimeout(() => {
      if (current && !isValid(current)) authStore.logout();
      else setCurrent(current);
    }, delay);
  }
  listeners.forEach((listener) => listener());
}

export const authStore = {
  /** The session when it is still valid; an expired one is cleared on the way. */
  getSession(): Session | null {
    if (current && !isValid(current)) authStore.logout();
    return current;
  },

  /** Stores a login or registration answer, then awaits every onLogin listener. */
  async login(auth: AuthResponse): Promise<Session> {
    const session = authStore.renew(auth);
    const results = await Promise.allSettled([...loginListeners].map((l) => l(session)));
    for (const result of results) {
      if (result.status === 'rejected') console.warn('onLogin listener failed', result.reason);
    }
    return session;
  },

  /**
   * Stores a new token of the same session, e.g. the one a password change answers with (the
   * server ends every earlier token); the onLogin listeners do not run.
   */
  renew(auth: AuthResponse): Session {
    const session = toSession(auth);
    if (!session || !isValid(session)) throw new Error('The server sent an unusable token');
    const stored: AuthResponse = { token: auth.token, type: auth.type, user: auth.user };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    setCurrent(session);
    return session;
  },

  /** Clears the auth data (only that: a guest cart or other local data stays). */
  logout(): void {
    const hadSession = current !== null;
    localStorage.removeItem(STORAGE_KEY);
    setCurrent(null);
    if (hadSession) logoutListeners.forEach((listener) => listener());
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Runs after each login and registration; returns a function that removes the listener. */
export function onLogin(listener: LoginListener): () => void {
  loginListeners.add(listener);
  return () => loginListeners.delete(listener);
}

/** Runs after a logout (by the user, an expired token or a 401 answer). */
export function onLogout(listener: Listener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

export function hasAnyScope(session: Session | null, scopes: readonly Scope[]): boolean {
  return session !== null && scopes.some((scope) => session.scopes.includes(scope));
}

export interface Auth {
  session: Session | null;
  user: User | null;
  scopes: Scope[];
  isAuthenticated: boolean;
  hasScope(scope: Scope): boolean;
  hasAnyScope(...scopes: Scope[]): boolean;
}

/** The current session for React components; re-renders on login, logout and expiry. */
export function useAuth(): Auth {
  // The server renders every page as a guest's (so does the browser while it hydrates them).
  const session = useSyncExternalStore(
    authStore.subscribe,
    () => current,
    () => null,
  );
  return useMemo(
    () => ({
      session,
      user: session?.user ?? null,
      scopes: session?.scopes ?? [],
      isAuthenticated: session !== null,
      hasScope: (scope) => hasAnyScope(session, [scope]),
      hasAnyScope: (...scopes) => hasAnyScope(session, scopes),
    }),
    [session],
  );
}

// Start from what an earlier visit stored, and follow logins/logouts made in other tabs (in the
// browser: the server renders pages as a guest's).
if (typeof window !== 'undefined') {
  setCurrent(readStorage());
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) setCurrent(readStorage());
  });
}
