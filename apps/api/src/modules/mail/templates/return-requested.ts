// RETURN_REQUESTED: the shopper's withdrawal or complaint was recorded (docs/returns.md): what
// was declared, what to put in the parcel, and for a withdrawal where and by when to send the
// goods; a complaint's goods the shop collects at its cost (the label on the order page).
import type { Order } from '@shop/shared/orders';
import { returnTypeLabels, type OrderReturn, complaintRemedyLabels } from '@shop/shared/returns';
import { layout, lines, paragraph, section, type MailContext } from './layout.ts';
import { ordersLink, ordersUrl, questions, returnAddress, signature } from './order-parts.ts';
import { formatDay } from '@shop/shared/warsaw-time';

/**
 * The shop collects complained goods at its own cost (art. 43d ust. 2): a prepaid InPost label
 * on the order page, or else the cheapest usual postage refunded.
 */
function collection(context: MailContext) {
  return [
    paragraph(
      'Odbierzemy reklamowany produkt na nasz koszt. Etykietę przesyłki zwrotnej InPost, opłaconą przez nas, pobierzesz przy zamówieniu w zakładce ',
      { link: 'Moje zamówienia', href: ordersUrl(context) },
      ': wydrukuj ją, naklej na paczkę i nadaj ją w dowolnym Paczkomacie InPost.',
    ),
    paragraph(
      'Jeśli etykiety nie ma przy zamówieniu, odeślij produkt najtańszym zwykłym sposobem na adres poniżej i odpowiedz na tę wiadomość, podając koszt przesyłki: zwrócimy go razem z rozpatrzeniem reklamacji.',
    ),
    returnAddress(context),
  ];
}

export function returnRequestedEmail(order: Order, context: MailContext, item: OrderReturn) {
  const withdrawal = item.type === 'WITHDRAWAL';
  const pieces = item.items.map((line) => `${line.productName} × ${line.quantity}`);
  return layout(context, {
    subject: `${returnTypeLabels[item.type]} — zamówienie nr ${order.id} (zgłoszenie nr ${item.id})`,
    title: withdrawal ? 'Przyjęliśmy Twoje odstąpienie od umowy' : 'Przyjęliśmy Twoją reklamację',
    blocks: [
      paragraph(
        `Zapisaliśmy Twoje zgłoszenie nr ${item.id} (${returnTypeLabels[item.type].toLowerCase()}) dotyczące zamówienia nr ${order.id}.`,
      ),
      section('Zgłoszone produkty', lines(pieces)),
      ...(item.remedy
        ? [section('Twoje żądanie', lines([complaintRemedyLabels[item.remedy]]))]
        : []),
      ...(item.description
        ? [section(withdrawal ? 'Uwagi' : 'Opis wad', lines([item.description]))]
        : []),
      ...(withdrawal
        ? [
            returnAddress(context),
            paragraph(
              'Nadaj paczkę najpóźniej ',
              { bold: formatDay(item.shipBy) },
              '. Koszt odesłania produktów ponosi kupujący.',
            ),
          ]
        : collection(context)),
      paragraph(
        'Do paczki włóż kartkę z numerem zamówienia: ',
        { bold: `nr ${order.id}` },
        ` (zgłoszenie nr ${item.id}).`,
      ),
      paragraph(
        withdrawal
          ? 'Po otrzymaniu produktów odpowiemy w ciągu 14 dni i zwrócimy pieniądze na rachunek, z którego zamówienie zostało opłacone.'
          : `Odpowiemy na reklamację najpóźniej ${formatDay(item.answerBy ?? item.shipBy)}, w 14 dni od jej złożenia, i napiszemy do Ciebie. Jeśli nie odpowiemy w tym terminie, reklamacja jest uznana.`,
      ),
      ordersLink(context),
      questions(context),
      signature,
    ],
  });
}
