// PASSWORD_RESET: the single-use link to set a new password (valid for an hour).
import { PASSWORD_RESET_PATH } from '@shop/shared/accounts';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { signature } from './order-parts.ts';

export const passwordResetUrl = ({ shopUrl }: MailContext, token: string) =>
  `${shopUrl}${PASSWORD_RESET_PATH}?${new URLSearchParams({ token }).toString()}`;

export function passwordResetEmail(resetToken: string, context: MailContext) {
  return layout(context, {
    subject: 'Ustaw nowe hasło',
    title: 'Nie pamiętasz hasła?',
    about: 'account',
    blocks: [
      paragraph(
        'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta. Kliknij poniższy przycisk, aby je ustawić. Link działa przez ',
        { bold: '1 godzinę' },
        ' i można go użyć tylko raz.',
      ),
      button('Ustaw nowe hasło', passwordResetUrl(context, resetToken)),
      paragraph(
        'Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
      ),
      signature,
    ],
  });
}
