// /register: a new account is logged in at once and goes to /.
import { Link, useNavigate } from 'react-router';
import { documentTitle } from '@shop/shared/document-title';
import { paths } from '@/lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';

export default function RegisterPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Załóż konto"
      description="Konto jest potrzebne do złożenia zamówienia. Rejestracja zajmuje minutę."
      footer={
        <>
          Masz już konto?{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
            Zaloguj się
          </Link>
        </>
      }
    >
      <title>{documentTitle('Rejestracja')}</title>
      <RegisterForm onRegistered={() => void navigate(paths.home, { replace: true })} />
    </AuthCard>
  );
}
