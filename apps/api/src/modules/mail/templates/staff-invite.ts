// STAFF_INVITE: a new staff member's welcome: who invited them, and the single-use link to the
// „Witaj w zespole” page, where they set their password and land in the panel (72 hours).
import { STAFF_WELCOME_PATH } from '@shop/shared/scopes';
import { formatDayAndTime } from '@shop/shared/warsaw-time';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { signature } from './order-parts.ts';

export interface StaffInviteFacts {
  token: string;
  invitedBy: string | null;
  expiresAt: string | null;
}

export const staffWelcomeUrl = ({ shopUrl }: MailContext, token: string) =>
  `${shopUrl}${STAFF_WELCOME_PATH}?${new URLSearchParams({ token }).toString()}`;

export function staffInviteEmail(
  { token, invitedBy, expiresAt }: StaffInviteFacts,
  context: MailContext,
) {
  return layout(context, {
    subject: 'Zaproszenie do panelu sklepu',
    title: 'Witaj w zespole',
    about: 'account',
    blocks: [
      paragraph(
        invitedBy
          ? `${invitedBy} zaprasza Cię do zespołu sklepu ${context.operator.name}: założyliśmy Ci konto pracownika w panelu sklepu.`
          : `Założyliśmy Ci konto pracownika w panelu sklepu ${context.operator.name}.`,
      ),
      paragraph(
        'Ustaw hasło, a od razu trafisz do panelu. Link działa ',
        { bold: expiresAt ? `do ${formatDayAndTime(expiresAt)}` : 'przez 72 godziny' },
        ' i można go użyć tylko raz.',
      ),
      button('Ustaw hasło i wejdź do panelu', staffWelcomeUrl(context, token)),
      paragraph('Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.'),
      signature,
    ],
  });
}
