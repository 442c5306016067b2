// Login: e-mail and password required; any 4xx answer is 'Zły email lub hasło'.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { loginRequestSchema, type AuthResponse } from '@shop/shared/accounts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { authStore } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { loginErrorMessage } from '../errors.ts';

type LoginFields = z.input<typeof loginRequestSchema>;

export function LoginForm({ onLoggedIn }: { onLoggedIn: (auth: AuthResponse) => void }) {
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<LoginFields, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const auth = await loginMutation.mutateAsync(values);
      await authStore.login(auth);
      onLoggedIn(auth);
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {failure !== null && <Alert>{loginErrorMessage(failure)}</Alert>}
      <FormField label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
      </FormField>
      <div className="grid gap-2">
        <FormField label="Hasło" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Link
          to={paths.forgotPassword}
          className="justify-self-end text-sm font-semibold text-brand-700 hover:underline"
        >
          Nie pamiętasz hasła?
        </Link>
      </div>
      <Button type="submit" size="lg" loading={isSubmitting}>
        Zaloguj się
      </Button>
    </form>
  );
}
