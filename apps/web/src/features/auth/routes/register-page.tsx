// /register: a new account is logged in at once and returns to the page that sent the shopper
// to log in (checkout: with the cart, and saying so), else to /.
import { Link, useLocation, useNavigate } from 'react-router';
import { documentTitle } from '@shop/shared/document-title';
import { paths, returnPathOf } from '@/lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { backTo, isCheckout } from '../lib/return-to.ts';

export default function RegisterPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const from = returnPathOf(state);
  return (
    <AuthCard
      title="Załóż konto"
      description={
        isCheckout(from)
          ? 'Po założeniu konta wrócisz do zamówienia, z tym samym koszykiem. Rejestracja zajmuje minutę.'
          : 'Konto jest potrzebne do złożenia zamówienia. Rejestracja zajmuje minutę.'
      }
      footer={
        <>
          Masz już konto?{' '}
          <Link
            to={paths.login}
            state={state}
            className="font-semibold text-brand-700 hover:underline"
          >
            Zaloguj się
          </Link>
        </>
      }
    >
      <title>{documentTitle('Rejestracja')}</title>
      <RegisterForm
        onRegistered={() => {
          backTo(from, 'Konto zostało założone');
          void navigate(from ?? paths.home, { replace: true });
        }}
      />
    </AuthCard>
  );
}
