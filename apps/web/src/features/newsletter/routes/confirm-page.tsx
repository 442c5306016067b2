// /newsletter/confirm?token=…: where the confirmation e-mail's link lands. The sign-up is
// confirmed by a POST once the page runs in the browser (a mail scanner fetching the link
// confirms nothing); the link works once and for 7 days.
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { documentTitle } from '@shop/shared/document-title';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useConfirmLink } from '@/lib/confirm-link.ts';
import { paths } from '@/lib/paths.ts';
import { useConfirmNewsletter } from '../api/newsletter-links.ts';
import { LinkPageCard } from '@/components/link-page-card.tsx';

const LINK_GONE = 'Link wygasł lub został już użyty';

export default function NewsletterConfirmPage() {
  const confirm = useConfirmNewsletter();
  const token = useConfirmLink(confirm.mutate);

  return (
    <LinkPageCard icon={Mail} title="Potwierdzenie zapisu do newslettera">
      <title>{documentTitle('Potwierdzenie zapisu do newslettera')}</title>
      {!token ? (
        <Alert>{LINK_GONE}</Alert>
      ) : confirm.isSuccess ? (
        <Alert tone="success">Dziękujemy, zapis potwierdzony</Alert>
      ) : confirm.isError ? (
        <Alert>
          {errorMessage(
            confirm.error,
            'Nie udało się potwierdzić zapisu, spróbuj ponownie później',
          )}
          . Zapisz się ponownie w stopce sklepu, a wyślemy nowy link.
        </Alert>
      ) : (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> Potwierdzamy zapis…
        </p>
      )}
      <Link to={paths.home} className="font-semibold text-brand-700 hover:underline">
        Wróć do sklepu
      </Link>
    </LinkPageCard>
  );
}
