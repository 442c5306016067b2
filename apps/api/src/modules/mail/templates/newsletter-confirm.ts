// NEWSLETTER_CONFIRM: the single-use link confirming a newsletter sign-up (valid for 7 days),
// with the unsubscribe link and the one-click List-Unsubscribe headers (RFC 8058) every
// newsletter e-mail carries (docs/e-mail.md).
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@shop/shared/accounts';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { signature } from './order-parts.ts';

const withToken = (url: string, token: string) =>
  `${url}?${new URLSearchParams({ token }).toString()}`;

export const newsletterConfirmUrl = ({ shopUrl }: MailContext, token: string) =>
  withToken(`${shopUrl}${NEWSLETTER_CONFIRM_PATH}`, token);

/** The page with the „Wypisz mnie” button. */
export const newsletterUnsubscribeUrl = ({ shopUrl }: MailContext, token: string) =>
  withToken(`${shopUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}`, token);

/** Where a mail client's one-click unsubscribe POSTs (List-Unsubscribe). */
export const newsletterUnsubscribeApiUrl = ({ shopUrl }: MailContext, token: string) =>
  withToken(`${shopUrl}/api/newsletter/unsubscribe`, token);

export function newsletterConfirmEmail(
  { confirmToken, unsubscribeToken }: { confirmToken: string; unsubscribeToken: string },
  context: MailContext,
) {
  const unsubscribe = newsletterUnsubscribeUrl(context, unsubscribeToken);
  return {
    ...layout(context, {
      subject: 'Potwierdź zapis do newslettera',
      title: 'Potwierdź zapis do newslettera',
      about: 'newsletter',
      blocks: [
        paragraph(
          'Dziękujemy za zapis do newslettera. Kliknij poniższy przycisk, aby go potwierdzić. Link działa przez ',
          { bold: '7 dni' },
          ' i można go użyć tylko raz.',
        ),
        button('Potwierdzam zapis', newsletterConfirmUrl(context, confirmToken)),
        paragraph(
          'Jeśli to nie Ty zapisałeś ten adres, zignoruj tę wiadomość: bez potwierdzenia nie wyślemy Ci newslettera.',
        ),
        paragraph('Aby wypisać się z newslettera, otwórz: ', {
          link: unsubscribe,
          href: unsubscribe,
        }),
        signature,
      ],
    }),
    headers: {
      'List-Unsubscribe': `<${newsletterUnsubscribeApiUrl(context, unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
