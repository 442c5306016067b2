// STAFF_INVITE: the single-use link for a new staff member to set their password (72 hours).
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { signature } from './order-parts.ts';
import { passwordResetUrl } from './password-reset.ts';

export function staffInviteEmail(resetToken: string, context: MailContext) {
  return layout(context, {
    subject: 'Zaproszenie do panelu sklepu',
    title: 'Zaproszenie do panelu sklepu',
    about: 'account',
    blocks: [
      paragraph(
        'Założyliśmy Ci konto pracownika w panelu sklepu. Ustaw hasło, aby się zalogować. Link działa przez ',
        { bold: '72 godziny' },
        ' i można go użyć tylko raz.',
      ),
      button('Ustaw hasło', passwordResetUrl(context, resetToken)),
      paragraph('Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.'),
      signature,
    ],
  });
}
