// "Nie pamiętasz hasła?": the e-mail address, then the same answer whether or not it has an
// account (the link, if any, comes by e-mail).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { passwordResetRequestSchema } from '@shop/shared/accounts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { resetRequestErrorMessage } from '../errors.ts';

type ForgotFields = z.input<typeof passwordResetRequestSchema>;

export function ForgotPasswordForm() {
  const requestMutation = useRequestPasswordReset();
  const [failure, setFailure] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotFields, unknown, z.output<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestMutation.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      setFailure(error);
    }
  });

  if (sentTo !== null) {
    return (
      <Alert tone="success">
        Jeśli konto istnieje, wysłaliśmy link do ustawienia nowego hasła na adres{' '}
        <strong className="break-all">{sentTo}</strong>. Link działa przez 1 godzinę. Sprawdź też
        folder spam.
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {failure !== null && <Alert>{resetRequestErrorMessage(failure)}</Alert>}
      <FormField label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting}>
        Wyślij link
      </Button>
    </form>
  );
}
