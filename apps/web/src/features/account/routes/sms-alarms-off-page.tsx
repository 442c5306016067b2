// /alarms/off?sms=…: where an SMS drop alarm's way-out link lands (docs/alarms.md). SMS alarms are
// turned off by one POST once the page runs in the browser (a link preview fetching the address
// turns nothing off), without a login: the link's token names the phone.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { z } from 'zod';
import { documentTitle } from '@shop/shared/document-title';
import { Alert } from '@/components/ui/alert.tsx';
import { LinkPageCard } from '@/components/link-page-card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { api, errorMessage } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';

const TITLE = 'Wyłączenie SMS-ów';

export default function SmsAlarmsOffPage() {
  const raw = useSearchParams()[0].get('sms');
  const token = z.uuid().safeParse(raw).success ? raw : null;
  const off = useMutation({
    mutationFn: (sms: string) =>
      api.post(`/sms/withdraw?token=${encodeURIComponent(sms)}`, undefined, {
        schema: z.unknown(),
      }),
  });
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    off.mutate(token);
  }, [token, off]);

  return (
    <LinkPageCard icon={BellOff} title={TITLE}>
      <title>{documentTitle(TITLE)}</title>
      {!token ? (
        <Alert>Link jest nieprawidłowy albo SMS-y są już wyłączone</Alert>
      ) : off.isSuccess ? (
        <Alert tone="success">
          Gotowe: nie wyślemy już SMS-ów o kolekcjach. Możesz je włączyć ponownie w ustawieniach
          konta.
        </Alert>
      ) : off.isError ? (
        <Alert>
          {errorMessage(off.error, 'Nie udało się wyłączyć SMS-ów, spróbuj ponownie później')}
        </Alert>
      ) : (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> Wyłączamy SMS-y…
        </p>
      )}
      <Link to={paths.settings} className="font-semibold text-brand-700 hover:underline">
        Ustawienia powiadomień
      </Link>
    </LinkPageCard>
  );
}
