// Settings > Bezpieczeństwo: change the password (current, new, confirmation); the server's
// refusals are said at their fields, the strength rule up front.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { changePasswordFormSchema } from '@shop/shared/accounts';
import { PasswordHint } from '@/entities/password/password-hint.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { SECURITY_NOTICE_SENT } from './security-notice.ts';
import { toast } from '@/components/ui/toast.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';

type PasswordFields = z.input<typeof changePasswordFormSchema>;

/**
 * Where a refusal is said: at the field it is about (403: the current password is wrong; 400:
 * the new one is too weak), else as a notice.
 */
export function changePasswordError(error: unknown): {
  field: 'currentPassword' | 'newPassword' | null;
  text: string;
} {
  if (error instanceof ApiError && error.status === 403) {
    return { field: 'currentPassword', text: 'Obecne hasło jest nieprawidłowe.' };
  }
  if (error instanceof ApiError && error.status === 400) {
    return {
      field: 'newPassword',
      text: 'Nowe hasło jest zbyt słabe, wybierz dłuższe lub mniej przewidywalne.',
    };
  }
  return { field: null, text: 'Nie udało się zmienić hasła, spróbuj ponownie później.' };
}

const emptyForm: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const changePassword = useChangePassword();
  const { user } = useAuth();
  const form = useForm<PasswordFields, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
  });
  const [newPasswordTyped] = useWatch({ control: form.control, name: ['newPassword'] });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      // Every other session ended; the account is told by e-mail (PASSWORD_CHANGED).
      toast({
        title: 'Hasło zostało zmienione',
        description: `Na innych urządzeniach zaloguj się nowym hasłem. ${SECURITY_NOTICE_SENT}`,
        variant: 'success',
      });
      form.reset(emptyForm);
    } catch (error) {
      const { field, text } = changePasswordError(error);
      if (field) form.setError(field, { message: text }, { shouldFocus: true });
      else toast({ title: 'Błąd zmiany hasła', description: text, variant: 'destructive' });
    }
  });

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Zmiana hasła</CardTitle>
        <CardDescription>
          Podaj obecne hasło i wybierz nowe. Najbezpieczniejsze są długie hasła z kilku słów.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Obecne hasło" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField
            label="Nowe hasło"
            error={errors.newPassword?.message}
            hint={
              <PasswordHint
                password={newPasswordTyped ?? ''}
                email={user?.email}
                phone={user?.phone ?? undefined}
              />
            }
          >
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label="Potwierdź nowe hasło" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <div>
            <Button type="submit" loading={isSubmitting}>
              Zmień hasło
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
