// /reminders/confirm?token=…: where the reminder's confirmation e-mail's link lands. The
// reminder is confirmed by a POST once the page runs in the browser (a mail scanner fetching the
// link confirms nothing); the link works once, until the drop opens (docs/product-rules.md,
// "Przypomnij mi").
import { Link } from 'react-router';
import { BellRing } from 'lucide-react';
import { documentTitle } from '@shop/shared/document-title';
import { Alert } from '@/components/ui/alert.tsx';
import { LinkPageCard } from '@/components/link-page-card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useConfirmLink } from '@/lib/confirm-link.ts';
import { paths } from '@/lib/paths.ts';
import { useConfirmDropReminder } from '../api/confirm-drop-reminder.ts';

const LINK_GONE = 'Link wygasł lub został już użyty';
const TITLE = 'Potwierdzenie przypomnienia';

export default function ReminderConfirmPage() {
  const confirm = useConfirmDropReminder();
  const token = useConfirmLink(confirm.mutate);

  return (
    <LinkPageCard icon={BellRing} title={TITLE}>
      <title>{documentTitle(TITLE)}</title>
      {!token ? (
        <Alert>{LINK_GONE}</Alert>
      ) : confirm.isSuccess ? (
        <>
          <Alert tone="success">
            Gotowe! Przypomnimy Ci e-mailem, gdy kolekcja „{confirm.data.dropName}” się otworzy.
          </Alert>
          <Link
            to={paths.drop(confirm.data.dropSlug)}
            className="font-semibold text-brand-700 hover:underline"
          >
            Zobacz kolekcję
          </Link>
        </>
      ) : confirm.isError ? (
        <Alert>
          {errorMessage(
            confirm.error,
            'Nie udało się potwierdzić przypomnienia, spróbuj ponownie później',
          )}
          . Kliknij „Przypomnij mi” na stronie kolekcji, a wyślemy nowy link.
        </Alert>
      ) : (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> Potwierdzamy przypomnienie…
        </p>
      )}
      {!confirm.isSuccess && (
        <Link to={paths.drops} className="font-semibold text-brand-700 hover:underline">
          Wróć do kolekcji
        </Link>
      )}
    </LinkPageCard>
  );
}
