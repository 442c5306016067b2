// Registration: e-mail, phone (+48, 9 digits) and password; success logs the user in.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { registerRequestSchema } from '@shop/shared/accounts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { authStore } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';
import { useRegister } from '../api/register.ts';
import { registerErrorMessage } from '../errors.ts';
import { PhoneInput } from './phone-input.tsx';

type RegisterFields = z.input<typeof registerRequestSchema>;

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const registerMutation = useRegister();
  const form = useForm<RegisterFields, unknown, z.output<typeof registerRequestSchema>>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { email: '', phone: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<unknown>(null);
  const userExists =
    failure instanceof ApiError && failure.code === 'AuthUserAlreadyExistsException';

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await authStore.login(await registerMutation.mutateAsync(values));
      onRegistered();
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {failure !== null && (
        <Alert>
          {registerErrorMessage(failure)}
          {userExists && (
            <>
              {' '}
              <Link to={paths.login} className="underline underline-offset-2">
                Przejdź do logowania
              </Link>
            </>
          )}
        </Alert>
      )}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
      </FormField>
      <FormField
        label="Telefon"
        error={errors.phone?.message}
        hint="9 cyfr, bez spacji – numer przyda się kurierowi."
      >
        <PhoneInput placeholder="600700800" {...form.register('phone')} />
      </FormField>
      <FormField
        label="Hasło"
        error={errors.password?.message}
        hint="Użyj długiego hasła, najlepiej kilku słów – zbyt proste hasła odrzucamy."
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting}>
        Zarejestruj się
      </Button>
    </form>
  );
}
