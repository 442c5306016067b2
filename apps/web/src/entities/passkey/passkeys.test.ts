import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { passkeyErrorMessage } from './passkeys.ts';

const FALLBACK = 'Nie udało się zalogować kluczem dostępu, spróbuj ponownie';
const named = (name: string, code?: string) => Object.assign(new Error('x'), { name, code });

describe('passkeyErrorMessage', () => {
  it.each([
    [
      'the prompt cancelled or timed out',
      named('NotAllowedError'),
      'Nie potwierdzono klucza dostępu: anulowano albo minął czas. Spróbuj ponownie.',
    ],
    [
      'the library naming an aborted ceremony',
      named('AbortError', 'ERROR_CEREMONY_ABORTED'),
      'Nie potwierdzono klucza dostępu: anulowano albo minął czas. Spróbuj ponownie.',
    ],
    [
      'a key the authenticator already holds for the account',
      named('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'),
      'Ten klucz dostępu jest już dodany do konta',
    ],
    [
      'a page on another domain than the passkeys',
      named('SecurityError', 'ERROR_INVALID_RP_ID'),
      'Klucze dostępu nie działają pod tym adresem sklepu',
    ],
    ['anything else from the browser', named('UnknownError'), FALLBACK],
  ])('%s', (_name, error, expected) => {
    expect(passkeyErrorMessage(error, FALLBACK)).toBe(expected);
  });

  it("says the shop's own reason for a refusal", () => {
    const refused = new ApiError(401, 'UnknownPasskeyException', 'Nie znamy tego klucza dostępu');
    expect(passkeyErrorMessage(refused, FALLBACK)).toBe('Nie znamy tego klucza dostępu');
    expect(passkeyErrorMessage(new ApiError(500, 'X', 'boom'), FALLBACK)).toBe(FALLBACK);
  });
});
