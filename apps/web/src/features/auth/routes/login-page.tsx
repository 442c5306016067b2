// /login: returns the user to the page a guard sent them from (saying so when it is checkout),
// else to /. "Zarejestruj się" keeps that page, so signing up returns there too.
import { Link, useLocation, useNavigate } from 'react-router';
import { documentTitle } from '@shop/shared/document-title';
import { SCOPES } from '@shop/shared/scopes';
import { authStore, hasAnyScope } from '@/lib/auth-store.ts';
import { paths, returnPathOf } from '@/lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { backTo, isCheckout } from '../lib/return-to.ts';

export default function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const from = returnPathOf(state);

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
      <LoginForm
        onLoggedIn={() => {
          backTo(from, 'Zalogowano');
          // Staff land in their panel unless they came from somewhere.
          const staff = hasAnyScope(authStore.getSession(), SCOPES);
          void navigate(from ?? (staff ? paths.admin : paths.home), { replace: true });
        }}
      />
    </AuthCard>
  );
}
