// RETURN_REQUESTED: the shopper's withdrawal or complaint was recorded (docs/returns.md): what
// was declared, where and by when to send the goods, what to put in the parcel.
import type { Order } from '@shop/shared/orders';
import { returnTypeLabels, type OrderReturn } from '@shop/shared/returns';
import { layout, lines, paragraph, section, type MailContext } from './layout.ts';
import { ordersLink, questions, returnAddress, signature } from './order-parts.ts';
import { formatDay } from '@shop/shared/warsaw-time';

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
      ...(item.description
        ? [section(withdrawal ? 'Uwagi' : 'Opis wad', lines([item.description]))]
        : []),
      returnAddress(context),
      paragraph(
        'Nadaj paczkę najpóźniej ',
        { bold: formatDay(item.shipBy) },
        withdrawal ? '. Koszt odesłania produktów ponosi kupujący.' : '.',
      ),
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
