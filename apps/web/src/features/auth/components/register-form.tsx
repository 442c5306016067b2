// Registration: e-mail, phone (+48, 9 digits), password (the strength rule stated up front, a
// show-password button) and the required acceptance of the terms and the privacy policy;
// success logs the user in.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { z } from 'zod';
import { registerRequestSchema } from '@shop/shared/accounts';
import { PasswordHint } from '@/entities/password/password-hint.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FieldError, FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { authStore } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';
import { useRegister } from '../api/register.ts';
import { registerErrorMessage } from '../errors.ts';
import { PhoneInput } from './phone-input.tsx';

const linkClassName = 'font-semibold text-brand-700 underline underline-offset-2';

// The form asks for the acceptance (a checkbox starts unticked); the API records it.
const registerFormSchema = registerRequestSchema.extend({
  acceptTerms: z.boolean().refine((accepted) => accepted, {
    message: 'Zaakceptuj regulamin i politykę prywatności',
  }),
});
type RegisterFields = z.input<typeof registerFormSchema>;

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const registerMutation = useRegister();
  const form = useForm<RegisterFields, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: '', phone: '', password: '', acceptTerms: false },
  });
  const [passwordTyped, emailTyped, phoneTyped] = useWatch({
    control: form.control,
    name: ['password', 'email', 'phone'],
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<unknown>(null);
  const userExists =
    failure instanceof ApiError && failure.code === 'AuthUserAlreadyExistsException';

  const submit = form.handleSubmit(async (account) => {
    setFailure(null);
    try {
      await authStore.login(await registerMutation.mutateAsync({ ...account, acceptTerms: true }));
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
      <FormField label="E-mail" error={errors.email?.message}>
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
        hint={<PasswordHint password={passwordTyped ?? ''} email={emailTyped} phone={phoneTyped} />}
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Controller
        control={form.control}
        name="acceptTerms"
        render={({ field, fieldState }) => (
          <div className="grid gap-1.5">
            <Checkbox
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? 'accept-terms-error' : undefined}
              label={
                <>
                  Akceptuję{' '}
                  <Link to={paths.conditionsOfUse} target="_blank" className={linkClassName}>
                    regulamin
                  </Link>{' '}
                  i{' '}
                  <Link to={paths.privacyPolicy} target="_blank" className={linkClassName}>
                    politykę prywatności
                  </Link>
                </>
              }
            />
            {fieldState.error && (
              <FieldError id="accept-terms-error">{fieldState.error.message}</FieldError>
            )}
          </div>
        )}
      />
      <Button type="submit" size="lg" loading={isSubmitting}>
        Zarejestruj się
      </Button>
    </form>
  );
}
