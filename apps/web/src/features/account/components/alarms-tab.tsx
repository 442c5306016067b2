// Settings > Powiadomienia: how drop alarms reach the shopper besides the e-mail (docs/alarms.md):
// push on this device (or every device) and SMS to a phone confirmed by a code. Each switch shows
// the words of the consent it gives (Prawo komunikacji elektronicznej art. 398) and turns off
// with one tap.
import { useState, type FormEvent, type ReactNode } from 'react';
import { BellOff, BellRing, Smartphone } from 'lucide-react';
import {
  smsConfirmRequestSchema,
  smsPhoneRequestSchema,
  type AlarmChannels,
} from '@shop/shared/alarms';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { useQuery } from '@tanstack/react-query';
import {
  thisBrowserQuery,
  useAlarmChannels,
  useAskSmsCode,
  useConfirmSmsCode,
  useTurnPushOff,
  useTurnPushOn,
  useTurnSmsOff,
} from '@/entities/alarms/api.ts';
import { pushSupport } from '@/entities/alarms/browser-push.ts';
import { SAVE_FAILED, saveFailed as failed } from './save-failed.ts';

export function AlarmsTab() {
  const { user } = useAuth();
  const channels = useAlarmChannels(user?.id ?? 0);
  if (!user) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Powiadomienia o kolekcjach</CardTitle>
        <CardDescription>
          Gdy przy kolekcji wybierzesz „Przypomnij mi”, napiszemy e-mail. Tu dodasz powiadomienie na
          telefon: przed startem (przy kolekcji z kolejką – gdy kolejka się otwiera) i w chwili
          otwarcia. Tylko o kolekcjach, o które poprosisz.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {channels.isError && <Alert>Nie udało się wczytać ustawień powiadomień.</Alert>}
        {channels.data && (
          <>
            <PushSection userId={user.id} channels={channels.data} />
            <SmsSection userId={user.id} channels={channels.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Section({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-3 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

const consentNote = (text: string) => <p className="text-sm text-slate-600">{text}</p>;

function PushSection({ userId, channels }: { userId: number; channels: AlarmChannels }) {
  const support = pushSupport();
  const here = useQuery(thisBrowserQuery(userId));
  const turnOn = useTurnPushOn(userId);
  const turnOff = useTurnPushOff(userId);
  const { devices } = channels.push;
  const elsewhere = devices - (here.data ? 1 : 0);
  return (
    <Section
      icon={<BellRing className="size-5 text-slate-500" aria-hidden="true" />}
      title="Powiadomienia push"
    >
      {here.data ? (
        <p role="status" className="text-slate-700">
          Włączone na tym urządzeniu
          {elsewhere > 0 && ` i na ${elsewhere} ${elsewhere === 1 ? 'innym' : 'innych'}`}.
        </p>
      ) : (
        devices > 0 && (
          <p role="status" className="text-slate-700">
            Włączone na {devices} {devices === 1 ? 'innym urządzeniu' : 'innych urządzeniach'}.
          </p>
        )
      )}
      {support === 'unsupported' && !here.data && (
        <p className="text-sm text-slate-600">
          Ta przeglądarka nie obsługuje powiadomień push. Na iPhonie dodaj sklep do ekranu
          początkowego (Udostępnij → Do ekranu początkowego) i włącz je w sklepie otwartym z ikony.
        </p>
      )}
      {support === 'denied' && !here.data && (
        <p className="text-sm text-slate-600">
          Powiadomienia są zablokowane w ustawieniach przeglądarki dla tego sklepu. Zezwól na nie
          tam, a potem wróć tutaj.
        </p>
      )}
      {support === 'supported' && !here.data && consentNote(channels.push.consentText)}
      <div className="flex flex-wrap gap-2">
        {support === 'supported' && !here.data && (
          <Button
            loading={turnOn.isPending}
            onClick={() =>
              turnOn.mutate(channels.push.publicKey, {
                onSuccess: () =>
                  toast({ title: 'Powiadomienia push włączone', variant: 'success' }),
                onError: failed,
              })
            }
          >
            <Smartphone aria-hidden="true" />
            Włącz na tym urządzeniu
          </Button>
        )}
        {here.data && (
          <Button
            variant="outline"
            loading={turnOff.isPending}
            onClick={() =>
              turnOff.mutate(
                { everywhere: false },
                {
                  onSuccess: () =>
                    toast({ title: 'Powiadomienia push wyłączone na tym urządzeniu' }),
                  onError: failed,
                },
              )
            }
          >
            <BellOff aria-hidden="true" />
            Wyłącz na tym urządzeniu
          </Button>
        )}
        {elsewhere > 0 && (
          <Button
            variant="outline"
            loading={turnOff.isPending}
            onClick={() =>
              turnOff.mutate(
                { everywhere: true },
                {
                  onSuccess: () => toast({ title: 'Powiadomienia push wyłączone wszędzie' }),
                  onError: failed,
                },
              )
            }
          >
            <BellOff aria-hidden="true" />
            Wyłącz wszędzie
          </Button>
        )}
      </div>
    </Section>
  );
}

function SmsSection({ userId, channels }: { userId: number; channels: AlarmChannels }) {
  const { sms } = channels;
  const turnOff = useTurnSmsOff(userId);
  const [changing, setChanging] = useState(false);
  const title = 'SMS-y';
  const icon = <Smartphone className="size-5 text-slate-500" aria-hidden="true" />;
  if (!sms.available) {
    return (
      <Section icon={icon} title={title}>
        <p className="text-sm text-slate-600">Ten sklep nie wysyła teraz SMS-ów.</p>
      </Section>
    );
  }
  if (sms.on && sms.confirmed && !changing) {
    return (
      <Section icon={icon} title={title}>
        <p role="status" className="text-slate-700">
          Włączone: SMS-y przychodzą na numer <strong>{sms.phone}</strong>.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            loading={turnOff.isPending}
            onClick={() =>
              turnOff.mutate(undefined, {
                onSuccess: () => toast({ title: 'SMS-y wyłączone' }),
                onError: failed,
              })
            }
          >
            <BellOff aria-hidden="true" />
            Wyłącz SMS-y
          </Button>
          <Button variant="ghost" onClick={() => setChanging(true)}>
            Zmień numer
          </Button>
        </div>
      </Section>
    );
  }
  return (
    <Section icon={icon} title={title}>
      {sms.phone && !sms.confirmed && !changing ? (
        <CodeForm userId={userId} phone={sms.phone} onChangeNumber={() => setChanging(true)} />
      ) : (
        <PhoneForm
          userId={userId}
          consentText={sms.consentText}
          onSent={() => setChanging(false)}
        />
      )}
    </Section>
  );
}

function PhoneForm({
  userId,
  consentText,
  onSent,
}: {
  userId: number;
  consentText: string;
  onSent: () => void;
}) {
  const ask = useAskSmsCode(userId);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = smsPhoneRequestSchema.safeParse({ phone });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    ask.mutate(parsed.data.phone, {
      onSuccess: () => {
        toast({ title: 'Wysłaliśmy SMS z kodem', variant: 'success' });
        onSent();
      },
      onError: (failure) => setError(errorMessage(failure, SAVE_FAILED)),
    });
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      {consentNote(consentText)}
      <div className="flex flex-wrap items-end gap-2">
        <FormField
          label="Numer telefonu komórkowego"
          error={error ?? undefined}
          className="min-w-0 flex-1 sm:max-w-xs"
        >
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="600 100 200"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </FormField>
        <Button type="submit" loading={ask.isPending}>
          Wyślij kod
        </Button>
      </div>
    </form>
  );
}

function CodeForm({
  userId,
  phone,
  onChangeNumber,
}: {
  userId: number;
  phone: string;
  onChangeNumber: () => void;
}) {
  const confirm = useConfirmSmsCode(userId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = smsConfirmRequestSchema.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    confirm.mutate(parsed.data.code, {
      onSuccess: () => toast({ title: 'Numer potwierdzony: SMS-y włączone', variant: 'success' }),
      onError: (failure) => setError(errorMessage(failure, SAVE_FAILED)),
    });
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <p className="text-slate-700">
        Wpisz kod z SMS-a, który wysłaliśmy na numer <strong>{phone}</strong>. Kod jest ważny 10
        minut.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <FormField label="Kod z SMS-a" error={error ?? undefined} className="w-40">
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </FormField>
        <Button type="submit" loading={confirm.isPending}>
          Potwierdź
        </Button>
        <Button type="button" variant="ghost" onClick={onChangeNumber}>
          Zmień numer
        </Button>
      </div>
    </form>
  );
}
