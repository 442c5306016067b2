// DROP_REMINDER_CONFIRM: the single-use link confirming a „Przypomnij mi” of an address without
// an account login (valid until the drop opens, at most 7 days). docs/e-mail.md, "Reminder
// e-mails".
import { DROP_REMINDER_CONFIRM_PATH } from '@shop/shared/reminders';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { signature } from './order-parts.ts';
import { formatDayAndTime } from '@shop/shared/warsaw-time';

/** The drop a reminder e-mail is about, as it is when the e-mail is sent. */
export interface ReminderDrop {
  name: string;
  slug: string;
  /** ISO time of the opening. */
  dropTime: string;
}

export const dropReminderConfirmUrl = ({ shopUrl }: MailContext, token: string) =>
  `${shopUrl}${DROP_REMINDER_CONFIRM_PATH}?${new URLSearchParams({ token }).toString()}`;

export function dropReminderConfirmEmail(
  { drop, confirmToken }: { drop: ReminderDrop; confirmToken: string },
  context: MailContext,
) {
  return layout(context, {
    subject: `Potwierdź przypomnienie o kolekcji ${drop.name}`,
    title: 'Potwierdź przypomnienie',
    about: 'reminder',
    blocks: [
      paragraph(
        'Poproszono o przypomnienie na ten adres, gdy kolekcja ',
        { bold: drop.name },
        ' się otworzy (',
        { bold: formatDayAndTime(drop.dropTime) },
        '). Kliknij poniższy przycisk, aby je potwierdzić. Link działa do otwarcia kolekcji, najdłużej 7 dni, i można go użyć tylko raz.',
      ),
      button('Potwierdzam przypomnienie', dropReminderConfirmUrl(context, confirmToken)),
      paragraph(
        'Jeśli to nie Ty podałeś ten adres, zignoruj tę wiadomość: bez potwierdzenia nie wyślemy przypomnienia.',
      ),
      signature,
    ],
  });
}
