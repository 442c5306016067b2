// PASSWORD_CHANGED: the account's password was changed in its settings (docs/e-mail.md): when,
// that every session ended, and, for a change the person did not make, how to take the account
// back (a reset link to the same address) and whom to tell.
import { FORGOT_PASSWORD_PATH } from '@shop/shared/accounts';
import { formatDayAndTime } from '@shop/shared/warsaw-time';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { signature } from './order-parts.ts';

export function passwordChangedEmail({ changedAt }: { changedAt: string }, context: MailContext) {
  return layout(context, {
    subject: 'Hasło do Twojego konta zostało zmienione',
    title: 'Hasło zmienione',
    about: 'account',
    blocks: [
      paragraph(
        `Hasło do Twojego konta w sklepie ${context.operator.name} zostało zmienione (${formatDayAndTime(changedAt)}). Wylogowaliśmy Twoje konto na wszystkich urządzeniach: zaloguj się nowym hasłem.`,
      ),
      paragraph('Jeśli to Ty, nie musisz nic robić.'),
      paragraph(
        `Jeśli nie zmieniałeś hasła, ustaw nowe przez „Nie pamiętasz hasła?” i napisz do nas na ${context.operator.email}: ktoś mógł poznać Twoje hasło.`,
      ),
      button('Ustaw nowe hasło', `${context.shopUrl}${FORGOT_PASSWORD_PATH}`),
      signature,
    ],
  });
}
