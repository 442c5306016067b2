// /login: returns the user to the page a guard sent them from, else to /.
import { Link, useLocation, useNavigate } from 'react-router';
import { documentTitle } from '@shop/shared/document-title';
import { paths, type LoginRedirectState } from '@/lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

export default function LoginPage() {
  const navigate = useNavigate();
  const state = useLocation().state as LoginRedirectState | null;
  // Only same-site paths: never let location state send the user elsewhere.
  const target =
    state?.from?.startsWith('/') && !state.from.startsWith('//') ? state.from : paths.home;

  return (
    <AuthCard
      title="Zaloguj się"
      description="Zaloguj się, aby kupować, śledzić zamówienia i korzystać z kuponów."
      footer={
        <>
          Nie masz jeszcze konta?{' '}
          <Link to={paths.register} className="font-semibold text-brand-700 hover:underline">
            Zarejestruj się
          </Link>
        </>
      }
    >
      <title>{documentTitle('Zaloguj się')}</title>
      <LoginForm onLoggedIn={() => void navigate(target, { replace: true })} />
    </AuthCard>
  );
}
