// /reset-password?token=…: where the reset e-mail's link lands; sets the new password.
import { Link, useSearchParams } from 'react-router';
import { documentTitle } from '@shop/shared/document-title';
import { Alert } from '@/components/ui/alert.tsx';
import { paths } from '@/lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  return (
    <AuthCard
      title="Ustaw nowe hasło"
      description="Link z wiadomości działa przez 1 godzinę i tylko raz."
      footer={
        <>
          Link nie działa?{' '}
          <Link to={paths.forgotPassword} className="font-semibold text-brand-700 hover:underline">
            Wyślij nowy link
          </Link>
        </>
      }
    >
      <title>{documentTitle('Ustaw nowe hasło')}</title>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert>Link wygasł lub został już użyty</Alert>
      )}
    </AuthCard>
  );
}
