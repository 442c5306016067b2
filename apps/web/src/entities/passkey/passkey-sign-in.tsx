// „Zaloguj się kluczem dostępu”: the browser offers the passkeys it keeps for the shop, the
// person confirms with a fingerprint, face or PIN, and the session is stored (authStore.login).
// Shown on the login page (also checkout's way there) and in a drop's lobby for a guest;
// nothing is shown in a browser without WebAuthn.
import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import type { AuthResponse } from '@shop/shared/accounts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, type ButtonSize } from '@/components/ui/button.tsx';
import { authStore } from '@/lib/auth-store.ts';
import { passkeyErrorMessage, signInWithPasskey, usePasskeysSupported } from './passkeys.ts';

export function PasskeySignIn({
  onSignedIn,
  size = 'lg',
  divided = false,
}: {
  onSignedIn: (auth: AuthResponse) => void;
  size?: ButtonSize;
  /** „albo” above the button, setting it apart from a password form. */
  divided?: boolean;
}) {
  const supported = usePasskeysSupported();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setFailure(null);
    try {
      const auth = await signInWithPasskey();
      await authStore.login(auth);
      onSignedIn(auth);
    } catch (error) {
      setFailure(
        passkeyErrorMessage(error, 'Nie udało się zalogować kluczem dostępu, spróbuj ponownie'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      {divided && (
        <div className="my-3 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <span className="h-px flex-1 bg-slate-200" />
          albo
          <span className="h-px flex-1 bg-slate-200" />
        </div>
      )}
      {failure !== null && <Alert>{failure}</Alert>}
      <Button
        type="button"
        variant="outline"
        size={size}
        loading={busy}
        onClick={() => void signIn()}
      >
        <KeyRound aria-hidden="true" />
        Zaloguj się kluczem dostępu
      </Button>
    </div>
  );
}
