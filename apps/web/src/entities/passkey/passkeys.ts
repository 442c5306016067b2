// Passkeys (docs/passkeys.md): signing in with one (POST /auth/passkey/options, then
// /auth/passkey) and the account's own (GET, POST, PATCH, DELETE /users/me/passkeys). The
// browser's side of each ceremony is @simplewebauthn/browser, loaded only where a passkey
// button is shown (passkeyCeremonies()), so the first load of other pages does not carry it.
import { useEffect, useSyncExternalStore } from 'react';
import { queryOptions } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse } from '@shop/shared/accounts';
import {
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeySchema,
  type Passkey,
} from '@shop/shared/passkeys';
import { api, errorMessage } from '@/lib/api-client.ts';

let ceremonies: Promise<typeof import('@simplewebauthn/browser')> | undefined;

/** The browser's side of the ceremonies; call it when a button appears, so a tap finds it loaded. */
export function passkeyCeremonies() {
  ceremonies ??= import('@simplewebauthn/browser');
  return ceremonies;
}

/** Whether this browser has WebAuthn at all (every current one; not an old or embedded one). */
const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
const unchanging = () => () => undefined;

/**
 * Whether to offer passkeys here: false on the server and while hydrating (the server does not
 * know the browser), then the browser's answer; loads the ceremonies' code once it is true.
 */
export function usePasskeysSupported(): boolean {
  const supported = useSyncExternalStore(unchanging, passkeysSupported, () => false);
  useEffect(() => {
    if (supported) void passkeyCeremonies();
  }, [supported]);
  return supported;
}

export const passkeysQuery = () =>
  queryOptions({
    queryKey: ['account', 'passkeys'],
    queryFn: () => api.get('/users/me/passkeys', { schema: passkeyListSchema }),
  });

/** Signs in with a passkey the browser offers; the caller stores the answer (authStore.login). */
export async function signInWithPasskey(): Promise<AuthResponse> {
  const { startAuthentication } = await passkeyCeremonies();
  const options = await api.post('/auth/passkey/options', undefined, {
    schema: passkeyOptionsSchema,
  });
  const response = await startAuthentication({ optionsJSON: options as never });
  return api.post('/auth/passkey', { response }, { schema: authResponseSchema });
}

/** Makes a passkey on this device (or a phone, a security key) and adds it to the account. */
export async function addPasskey(): Promise<Passkey> {
  const { startRegistration } = await passkeyCeremonies();
  const options = await api.post('/users/me/passkeys/options', undefined, {
    schema: passkeyOptionsSchema,
  });
  const response = await startRegistration({ optionsJSON: options as never });
  return api.post('/users/me/passkeys', { response }, { schema: passkeySchema });
}

export const renamePasskey = (id: number, name: string): Promise<Passkey> =>
  api.patch(`/users/me/passkeys/${id}`, { name }, { schema: passkeySchema });

export const removePasskey = (id: number): Promise<void> => api.delete(`/users/me/passkeys/${id}`);

/** What to tell the person when a ceremony did not end with a passkey: the browser's or the shop's reason. */
export function passkeyErrorMessage(error: unknown, fallback: string): string {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'Ten klucz dostępu jest już dodany do konta';
  }
  if (
    code === 'ERROR_INVALID_DOMAIN' ||
    code === 'ERROR_INVALID_RP_ID' ||
    name === 'SecurityError'
  ) {
    return 'Klucze dostępu nie działają pod tym adresem sklepu';
  }
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') {
    return 'Nie potwierdzono klucza dostępu: anulowano albo minął czas. Spróbuj ponownie.';
  }
  return errorMessage(error, fallback);
}
