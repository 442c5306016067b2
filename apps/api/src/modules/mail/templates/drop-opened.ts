// DROP_OPENED: the reminder asked for with „Przypomnij mi”: the drop has opened, with the link
// to it. Queued for every confirmed reminder before the opening, due at it, by
// jobs/drop-reminders.ts (docs/e-mail.md, "Reminder e-mails").
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { signature } from './order-parts.ts';
import type { ReminderDrop } from './drop-reminder-confirm.ts';

export const dropUrl = ({ shopUrl }: MailContext, slug: string) =>
  `${shopUrl}/collections/${encodeURIComponent(slug)}`;

export function dropOpenedEmail({ drop }: { drop: ReminderDrop }, context: MailContext) {
  return layout(context, {
    subject: `Kolekcja ${drop.name} już otwarta`,
    title: `Kolekcja ${drop.name} już otwarta`,
    about: 'reminder',
    blocks: [
      paragraph(
        'Przypominamy, tak jak prosiłeś: kolekcja ',
        { bold: drop.name },
        ' jest już otwarta. Większość produktów mamy w jednej sztuce, więc decyduje kolejność zamówień.',
      ),
      button('Zobacz kolekcję', dropUrl(context, drop.slug)),
      paragraph(
        'To jedyne przypomnienie o tej kolekcji: więcej wiadomości w jej sprawie nie wyślemy.',
      ),
      signature,
    ],
  });
}
