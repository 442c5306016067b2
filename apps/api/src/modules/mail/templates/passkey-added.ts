// PASSKEY_ADDED: a passkey was added to the account (docs/passkeys.md): its name and when, so a
// passkey the person did not add is noticed, with the way to remove it and to change the password.
import { SECURITY_SETTINGS_PATH } from '@shop/shared/passkeys';
import { formatDayAndTime } from '@shop/shared/warsaw-time';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { signature } from './order-parts.ts';

export interface PasskeyAddedFacts {
  name: string;
  addedAt: string;
}

/** Settings → Bezpieczeństwo, where the account's passkeys are listed. */
export const securitySettingsUrl = ({ shopUrl }: MailContext) =>
  `${shopUrl}${SECURITY_SETTINGS_PATH}`;

export function passkeyAddedEmail({ name, addedAt }: PasskeyAddedFacts, context: MailContext) {
  return layout(context, {
    subject: 'Dodano klucz dostępu do Twojego konta',
    title: 'Nowy klucz dostępu',
    about: 'account',
    blocks: [
      paragraph(
        `Do Twojego konta w sklepie ${context.operator.name} dodano klucz dostępu `,
        { bold: `„${name}”` },
        ` (${formatDayAndTime(addedAt)}). Można się nim logować bez hasła.`,
      ),
      paragraph('Jeśli to Ty, nie musisz nic robić.'),
      paragraph(
        'Jeśli nie dodawałeś tego klucza, usuń go w ustawieniach konta i zmień hasło: ktoś mógł poznać Twoje hasło.',
      ),
      button('Przejdź do ustawień bezpieczeństwa', securitySettingsUrl(context)),
      signature,
    ],
  });
}
