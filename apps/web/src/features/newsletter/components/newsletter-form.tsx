// The footer's newsletter box: Zapisz się (or Enter) sends the address, only when it is not
// empty; once it is saved the shopper is asked to open the confirmation link e-mailed to it
// (the same answer whether or not the address was already signed up).
import { useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { emailSchema } from '@shop/shared/accounts';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setEmail);
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const subscribe = useSubscribeNewsletter();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') return; // sent only when the e-mail is non-empty
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Nieprawidłowy adres email');
      return;
    }
    setError(null);
    subscribe.mutate(
      { email: parsed.data },
      {
        onSuccess: () => {
          setSubscribed(true);
          setEmail('');
        },
        onError: () => setError('Nie udało się zapisać adresu, spróbuj ponownie później'),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <div className="flex gap-2">
        <Input
          ref={field}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Twój adres email"
          aria-label="Adres email do newslettera"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setSubscribed(false);
            setError(null);
          }}
          className="border-slate-700 bg-slate-800 text-white placeholder:text-slate-400 focus-visible:border-brand-400"
        />
        <Button type="submit" loading={subscribe.isPending}>
          Zapisz się
        </Button>
      </div>
      {error && (
        <FieldError id="newsletter-error" className="text-red-300">
          {error}
        </FieldError>
      )}
      {subscribed && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-green-300">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          Dziękujemy! Sprawdź skrzynkę: wysłaliśmy link potwierdzający zapis.
        </p>
      )}
    </form>
  );
}
