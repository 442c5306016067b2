// „Przypomnij mi” under an upcoming drop's countdown (docs/product-rules.md, "Przypomnij mi"):
// a logged-in shopper asks with one click and then sees „Przypomnimy Ci” with „Nie
// przypominaj”; a guest opens a small form for an address and is told a confirmation link is
// on its way. Rendered on the server as a guest's (docs/server-rendering.md): the session is
// read only in the browser.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Bell, BellOff, BellRing, CircleCheck } from 'lucide-react';
import { emailSchema } from '@shop/shared/accounts';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { getRuntimeConfig } from '@/lib/runtime-config.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration.ts';
import { useCancelDropReminder } from '../api/cancel-drop-reminder.ts';
import { useDropReminder } from '../api/get-drop-reminder.ts';
import { useRemindAccount, useRemindAddress } from '../api/set-drop-reminder.ts';
import { PushOffer } from './push-offer.tsx';

const FAILED = 'Nie udało się zapisać przypomnienia, spróbuj ponownie później';

/** When the e-mail goes: at the opening, or for a drop with a lobby when its queue opens. */
function wordsFor(lobby: boolean) {
  const minutes = Math.round(getRuntimeConfig().lobby.opensBeforeMs / 60_000);
  return lobby
    ? {
        promise: 'Przypomnimy Ci e-mailem, gdy otworzy się kolejka',
        done: 'Przypomnimy Ci, gdy otworzy się kolejka',
        once: `Jeden e-mail, gdy otworzy się kolejka – ${minutes} min przed startem.`,
      }
    : {
        promise: 'Przypomnimy Ci e-mailem, gdy kolekcja się otworzy',
        done: 'Przypomnimy Ci, gdy kolekcja się otworzy',
        once: 'Jeden e-mail w chwili otwarcia kolekcji.',
      };
}

type Words = ReturnType<typeof wordsFor>;

export function DropReminder({ dropId, lobby }: { dropId: number; lobby: boolean }) {
  const { user } = useAuth();
  const words = wordsFor(lobby);
  return (
    <div className="grid gap-3 border-t border-white/10 pt-4">
      {user ? (
        <AccountReminder dropId={dropId} userId={user.id} words={words} />
      ) : (
        <AddressReminder dropId={dropId} words={words} />
      )}
    </div>
  );
}

function AccountReminder({
  dropId,
  userId,
  words,
}: {
  dropId: number;
  userId: number;
  words: Words;
}) {
  const reminder = useDropReminder(dropId, userId);
  const remind = useRemindAccount(dropId, userId);
  const cancel = useCancelDropReminder(dropId, userId);
  const failed = (error: Error) =>
    toast({ title: errorMessage(error, FAILED), variant: 'destructive' });

  if (reminder.data?.reminded) {
    return (
      <>
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="flex items-center gap-2 font-semibold text-green-300">
            <BellRing className="size-5 shrink-0" aria-hidden="true" />
            {words.promise}
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="text-slate-200 hover:bg-white/10 hover:text-white"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => toast({ title: 'Nie będziemy przypominać o tej kolekcji' }),
                onError: failed,
              })
            }
          >
            <BellOff aria-hidden="true" />
            Nie przypominaj
          </Button>
        </div>
        <PushOffer userId={userId} />
      </>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        loading={remind.isPending}
        disabled={reminder.isPending}
        onClick={() =>
          remind.mutate(undefined, {
            onSuccess: () => toast({ title: words.done, variant: 'success' }),
            onError: failed,
          })
        }
      >
        <Bell aria-hidden="true" />
        Przypomnij mi
      </Button>
      <p className="text-sm text-slate-300">{words.once}</p>
    </div>
  );
}

function AddressReminder({ dropId, words }: { dropId: number; words: Words }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setEmail);
  const remind = useRemindAddress(dropId);
  const fieldId = useId();
  const hintId = useId();

  if (!open) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => setOpen(true)}>
          <Bell aria-hidden="true" />
          Przypomnij mi
        </Button>
        <p className="text-sm text-slate-300">{words.once}</p>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Nieprawidłowy adres email');
      return;
    }
    setError(null);
    remind.mutate(parsed.data, {
      onSuccess: () => setSent(true),
      onError: (failure) => setError(errorMessage(failure, FAILED)),
    });
  }

  if (sent) {
    return (
      <p role="status" className="flex items-start gap-2 font-medium text-green-300">
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        Sprawdź skrzynkę: wysłaliśmy link potwierdzający. Przypomnimy Ci, gdy go otworzysz.
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-2">
      <label htmlFor={fieldId} className="text-sm font-semibold">
        Przypomnij mi o otwarciu kolekcji
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={field}
          id={fieldId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Twój adres email"
          aria-invalid={error ? true : undefined}
          aria-describedby={hintId}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          className="border-slate-700 bg-slate-800 text-white placeholder:text-slate-400 focus-visible:border-brand-400"
        />
        <Button type="submit" loading={remind.isPending} className="shrink-0">
          Przypomnij mi
        </Button>
      </div>
      {error ? (
        <FieldError id={hintId} className="text-red-300">
          {error}
        </FieldError>
      ) : (
        <p id={hintId} className="text-sm text-slate-300">
          Wyślemy link potwierdzający. Bez potwierdzenia nie napiszemy.
        </p>
      )}
    </form>
  );
}
