// /newsletter/unsubscribe?token=…: the unsubscribe link of every newsletter e-mail. Opening it
// changes nothing; the „Wypisz mnie” button POSTs the unsubscribe (mail clients' one-click
// unsubscribe POSTs the API directly: docs/e-mail.md).
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { documentTitle } from '@shop/shared/document-title';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useLinkToken } from '@/lib/confirm-link.ts';
import { paths } from '@/lib/paths.ts';
import { useUnsubscribeNewsletter } from '../api/newsletter-links.ts';
import { LinkPageCard } from '@/components/link-page-card.tsx';

export default function NewsletterUnsubscribePage() {
  const token = useLinkToken();
  const unsubscribe = useUnsubscribeNewsletter();

  return (
    <LinkPageCard icon={Mail} title="Wypisanie z newslettera">
      <title>{documentTitle('Wypisanie z newslettera')}</title>
      {!token ? (
        <Alert>Link jest nieprawidłowy</Alert>
      ) : unsubscribe.isSuccess ? (
        <Alert tone="success">Wypisaliśmy Twój adres z newslettera</Alert>
      ) : (
        <>
          <p className="text-slate-600">
            Nie chcesz już dostawać od nas wiadomości? Kliknij przycisk, a usuniemy Twój adres z
            listy odbiorców newslettera.
          </p>
          {unsubscribe.isError && (
            <Alert>
              {errorMessage(unsubscribe.error, 'Nie udało się wypisać, spróbuj ponownie później')}
            </Alert>
          )}
          <Button
            type="button"
            className="justify-self-start"
            loading={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            Wypisz mnie
          </Button>
        </>
      )}
      <Link to={paths.home} className="font-semibold text-brand-700 hover:underline">
        Wróć do sklepu
      </Link>
    </LinkPageCard>
  );
}
