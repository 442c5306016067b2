// /welcome?token=…: where a staff invitation's link lands (issue 45). „Witaj w zespole” with who
// invited and until when the link works (GET /auth/invitation), the new password typed twice with
// the strength rule said up front; set, the new member is logged in and lands in the panel.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { passwordResetFormSchema } from '@shop/shared/accounts';
import { PasswordHint } from '@/entities/password/password-hint.tsx';
import { documentTitle } from '@shop/shared/document-title';
import { staffInvitationSchema, type StaffInvitation } from '@shop/shared/scopes';
import { formatDayAndTime } from '@shop/shared/warsaw-time';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { api } from '@/lib/api-client.ts';
import { authStore } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';
import { login } from '../api/login.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { resetConfirmErrorMessage } from '../errors.ts';

const LINK_DEAD =
  'Link wygasł lub został już użyty. Poproś osobę, która Cię zaprosiła, o ponowne wysłanie zaproszenia.';

export default function StaffWelcomePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useQuery({
    queryKey: ['auth', 'invitation', token],
    queryFn: () => api.get('/auth/invitation', { query: { token }, schema: staffInvitationSchema }),
    enabled: token !== '',
    retry: false,
  });
  return (
    <AuthCard
      title="Witaj w zespole"
      description="Ustaw hasło do panelu sklepu."
      footer="Hasło ustawiasz raz; potem logujesz się swoim e-mailem i tym hasłem."
    >
      <title>{documentTitle('Witaj w zespole')}</title>
      {token === '' || invitation.isError ? (
        <Alert>{LINK_DEAD}</Alert>
      ) : invitation.isPending ? (
        <PageSpinner />
      ) : (
        <WelcomeForm token={token} invitation={invitation.data} />
      )}
    </AuthCard>
  );
}

type Fields = z.input<typeof passwordResetFormSchema>;

function WelcomeForm({ token, invitation }: { token: string; invitation: StaffInvitation }) {
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Fields, unknown, z.output<typeof passwordResetFormSchema>>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [passwordTyped] = useWatch({ control: form.control, name: ['password'] });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await confirm.mutateAsync({ resetToken: token, password });
      await authStore.login(await login({ email: invitation.email, password }));
      void navigate(paths.admin, { replace: true });
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-1 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <p>
          <span className="font-semibold text-slate-900">{invitation.invitedBy}</span> zaprasza Cię
          do zespołu sklepu.
        </p>
        <p>
          Twój login: <span className="font-semibold text-slate-900">{invitation.email}</span>
        </p>
        <p>Link działa do {formatDayAndTime(invitation.expiresAt)} i tylko raz.</p>
      </div>
      {failure !== null && <Alert>{resetConfirmErrorMessage(failure)}</Alert>}
      <FormField
        label="Hasło"
        error={errors.password?.message}
        hint={<PasswordHint password={passwordTyped ?? ''} email={invitation.email} />}
      >
        <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
      </FormField>
      <FormField label="Powtórz hasło" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting}>
        Ustaw hasło i wejdź do panelu
      </Button>
    </form>
  );
}
