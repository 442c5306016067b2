// /forgot-password: asks for the e-mail the reset link goes to.
import { Link } from 'react-router';
import { documentTitle } from '@shop/shared/document-title';
import { paths } from '@/lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Nie pamiętasz hasła?"
      description="Podaj adres email konta, a wyślemy link do ustawienia nowego hasła."
      footer={
        <>
          Pamiętasz hasło?{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
            Zaloguj się
          </Link>
        </>
      }
    >
      <title>{documentTitle('Nie pamiętasz hasła?')}</title>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
