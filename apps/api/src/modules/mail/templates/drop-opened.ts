// DROP_OPENED: the reminder asked for with „Przypomnij mi”: the drop has opened, with the link
// to it. Queued for every confirmed reminder before the opening, due at it, by
// jobs/drop-reminders.ts (docs/e-mail.md, "Reminder e-mails"). For a drop with a lobby it is
// due when the queue opens and asks the shopper to join before the start (the draw).
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { dropPath } from '@shop/shared/catalogue';
import { formatTime } from '@shop/shared/warsaw-time';
import { signature } from './order-parts.ts';
import type { ReminderDrop } from './drop-reminder-confirm.ts';

export const dropUrl = ({ shopUrl }: MailContext, slug: string) => `${shopUrl}${dropPath(slug)}`;

export function dropOpenedEmail(
  { drop, lobbyOpensAt }: { drop: ReminderDrop; lobbyOpensAt: string | null },
  context: MailContext,
) {
  if (lobbyOpensAt) return lobbyOpenedEmail(drop, context);
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

/** A drop with a lobby: sent when the queue opens, before the start and its draw. */
function lobbyOpenedEmail(drop: ReminderDrop, context: MailContext) {
  return layout(context, {
    subject: `Kolejka do kolekcji ${drop.name} już otwarta`,
    title: `Dołącz do kolejki przed startem`,
    about: 'reminder',
    blocks: [
      paragraph(
        'Przypominamy, tak jak prosiłeś: kolejka do kolekcji ',
        { bold: drop.name },
        ` jest już otwarta. Dołącz do kolejki przed startem o ${formatTime(drop.dropTime)}: wszyscy, którzy dołączą przed startem, zostaną ustawieni w losowej kolejności, więc nie trzeba być najszybszym.`,
      ),
      button('Dołącz do kolejki', dropUrl(context, drop.slug)),
      paragraph(
        'Po starcie wpuszczamy kolejne osoby w wylosowanej kolejności, dopóki są dostępne produkty. To jedyne przypomnienie o tej kolekcji.',
      ),
      signature,
    ],
  });
}
