// The new password from a reset link: typed twice, with the registration's strength rule said
// up front; success ends every session, this device's too, and leads to the login.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { passwordResetFormSchema } from '@shop/shared/accounts';
import { PasswordHint } from '@/entities/password/password-hint.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { authStore } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { resetConfirmErrorMessage } from '../errors.ts';

type ResetFields = z.input<typeof passwordResetFormSchema>;

export function ResetPasswordForm({ token }: { token: string }) {
  const confirmMutation = useConfirmPasswordReset();
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ResetFields, unknown, z.output<typeof passwordResetFormSchema>>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [passwordTyped] = useWatch({ control: form.control, name: ['password'] });
  const { errors, isSubmitting } = form.formState;
  const linkDead = failure instanceof ApiError && failure.code === 'ResetLinkInvalidException';

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await confirmMutation.mutateAsync({ resetToken: token, password });
      // The server ended every session of the account, this device's too.
      authStore.logout();
      setDone(true);
    } catch (error) {
      setFailure(error);
    }
  });

  if (done) {
    return (
      <div className="grid gap-5">
        <Alert tone="success">Hasło zostało zmienione. Zaloguj się nowym hasłem.</Alert>
        <Button asChild size="lg">
          <Link to={paths.login}>Przejdź do logowania</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {failure !== null && (
        <Alert>
          {resetConfirmErrorMessage(failure)}
          {linkDead && (
            <>
              {' '}
              <Link to={paths.forgotPassword} className="underline underline-offset-2">
                Wyślij nowy link
              </Link>
            </>
          )}
        </Alert>
      )}
      <FormField
        label="Nowe hasło"
        error={errors.password?.message}
        hint={<PasswordHint password={passwordTyped ?? ''} />}
      >
        <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
      </FormField>
      <FormField label="Powtórz nowe hasło" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting}>
        Ustaw nowe hasło
      </Button>
    </form>
  );
}
