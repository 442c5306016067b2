// PASSKEY_REMOVED: a passkey was removed from the account (docs/passkeys.md): its name and when,
// so a removal the person did not make is noticed, with what to do about it.
import { formatDayAndTime } from '@shop/shared/warsaw-time';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { signature } from './order-parts.ts';
import { securitySettingsUrl } from './passkey-added.ts';

export interface PasskeyRemovedFacts {
  name: string;
  removedAt: string;
}

export function passkeyRemovedEmail(
  { name, removedAt }: PasskeyRemovedFacts,
  context: MailContext,
) {
  return layout(context, {
    subject: 'Usunięto klucz dostępu z Twojego konta',
    title: 'Klucz dostępu usunięty',
    about: 'account',
    blocks: [
      paragraph(
        `Z Twojego konta w sklepie ${context.operator.name} usunięto klucz dostępu `,
        { bold: `„${name}”` },
        ` (${formatDayAndTime(removedAt)}). Nie można się już nim logować.`,
      ),
      paragraph('Jeśli to Ty, nie musisz nic robić.'),
      paragraph(
        'Jeśli nie usuwałeś tego klucza, zmień hasło i sprawdź klucze dostępu w ustawieniach konta: ktoś mógł zalogować się na Twoje konto.',
      ),
      button('Przejdź do ustawień bezpieczeństwa', securitySettingsUrl(context)),
      signature,
    ],
  });
}
