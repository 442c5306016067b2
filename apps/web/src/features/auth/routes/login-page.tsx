// /login: returns the user to the page a guard sent them from (saying so when it is checkout),
// else to /. "Zarejestruj się" keeps that page, so signing up returns there too. Below the
// password, „Zaloguj się kluczem dostępu” (docs/passkeys.md). A staff account that must use a
// passkey and signed in with its password is sent to its settings to add or use one.
import { Link, useLocation, useNavigate } from 'react-router';
import type { AuthResponse } from '@shop/shared/accounts';
import { documentTitle } from '@shop/shared/document-title';
import { SECURITY_SETTINGS_PATH } from '@shop/shared/passkeys';
import { SCOPES } from '@shop/shared/scopes';
import { toast } from '@/components/ui/toast.ts';
import { PasskeySignIn } from '@/entities/passkey/passkey-sign-in.tsx';
import { authStore, hasAnyScope } from '@/lib/auth-store.ts';
import { paths, returnPathOf } from '@/lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { backTo, isCheckout } from '../lib/return-to.ts';

export default function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const from = returnPathOf(state);

  function loggedIn(auth: AuthResponse) {
    if (auth.passkeyRequired) {
      toast({
        title: 'Do panelu logujesz się kluczem dostępu',
        description:
          'Hasło loguje Cię tylko do sklepu. Dodaj klucz dostępu, jeśli jeszcze go nie masz, albo wyloguj się i zaloguj kluczem.',
      });
      void navigate(SECURITY_SETTINGS_PATH, { replace: true });
      return;
    }
    backTo(from, 'Zalogowano');
    // Staff land in their panel unless they came from somewhere.
    const staff = hasAnyScope(authStore.getSession(), SCOPES);
    void navigate(from ?? (staff ? paths.admin : paths.home), { replace: true });
  }

  return (
    <AuthCard
      title="Zaloguj się"
      description={
        isCheckout(from)
          ? 'Zaloguj się, aby dokończyć zamówienie. Zawartość koszyka zostanie zachowana.'
          : 'Zaloguj się, aby kupować, śledzić zamówienia i korzystać z kuponów.'
      }
      footer={
        <>
          Nie masz jeszcze konta?{' '}
          <Link
            to={paths.register}
            state={state}
            className="font-semibold text-brand-700 hover:underline"
          >
            Zarejestruj się
          </Link>
        </>
      }
    >
      <title>{documentTitle('Zaloguj się')}</title>
      <LoginForm onLoggedIn={loggedIn} />
      <PasskeySignIn onSignedIn={loggedIn} divided />
    </AuthCard>
  );
}
