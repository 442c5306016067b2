// WITHDRAWAL_CONFIRMED: the acknowledgement of a consumer's withdrawal on a durable medium
// (art. 11a of the consumer rights directive; decision 029), sent at once: the statement's
// content, its date and time, and what happens next: an order not sent yet is cancelled (and
// refunded when it was paid), or the pieces are taken out of it and refunded; otherwise where and by when to send the goods and when the money
// comes back.
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { acceptedAtOnce, type OrderReturn } from '@shop/shared/returns';
import { formatDateTime, formatDay } from '@shop/shared/warsaw-time';
import { layout, lines, paragraph, section, type Block, type MailContext } from './layout.ts';
import { ordersLink, questions, returnAddress, signature } from './order-parts.ts';

function nextSteps(order: Order, item: OrderReturn, context: MailContext): Block[] {
  const refund = order.refunds.find((candidate) => candidate.id === item.refundId);
  if (order.status === 'CANCELLED' && item.status === 'ACCEPTED' && order.paidAt === null) {
    return [
      paragraph(
        'Zamówienie nie zostało jeszcze opłacone ani wysłane, więc je anulowaliśmy: niczego nie płacisz ani nie odsyłasz.',
      ),
    ];
  }
  if (order.status === 'CANCELLED' && item.status === 'ACCEPTED') {
    return [
      paragraph(
        'Zamówienie nie zostało jeszcze wysłane, więc je anulowaliśmy: niczego nie musisz odsyłać.',
      ),
      paragraph(
        'Zwrot ',
        { bold: refund ? formatPrice(refund.amount) : 'zapłaconej kwoty' },
        ' (razem z kosztem dostawy) zlecamy na rachunek, z którego zapłacono, najpóźniej do ',
        { bold: formatDay(item.refundBy ?? item.createdAt) },
        '.',
      ),
    ];
  }
  if (acceptedAtOnce(item)) {
    return [
      paragraph(
        'Zamówienie nie zostało jeszcze wysłane, więc tych produktów nie wyślemy; resztę zamówienia wyślemy jak zwykle. Niczego nie musisz odsyłać.',
      ),
      paragraph(
        'Zwrot ',
        { bold: refund ? formatPrice(refund.amount) : 'ich ceny' },
        ' zlecamy na rachunek, z którego zapłacono, najpóźniej do ',
        { bold: formatDay(item.refundBy ?? item.createdAt) },
        '.',
      ),
    ];
  }
  return [
    returnAddress(context),
    paragraph(
      'Nadaj paczkę najpóźniej ',
      { bold: formatDay(item.shipBy) },
      '. Do paczki włóż kartkę z numerem zamówienia: ',
      { bold: `nr ${order.id}` },
      '. Koszt odesłania produktów ponosisz Ty.',
    ),
    paragraph(
      'Pieniądze za odesłane produkty (a przy odstąpieniu od całego zamówienia także za dostawę) zwrócimy na rachunek, z którego zapłacono, do ',
      { bold: formatDay(item.refundBy ?? item.shipBy) },
      '. Możemy wstrzymać zwrot do chwili, gdy otrzymamy produkty albo dowód ich odesłania.',
    ),
  ];
}

export function withdrawalConfirmedEmail(order: Order, context: MailContext, item: OrderReturn) {
  const pieces = item.items.map((line) => `${line.productName} × ${line.quantity}`);
  return layout(context, {
    subject: `Potwierdzenie odstąpienia od umowy — zamówienie nr ${order.id}`,
    title: 'Potwierdzenie odstąpienia od umowy',
    blocks: [
      paragraph(
        `Potwierdzamy, że otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy sprzedaży (zamówienie nr ${order.id}, zgłoszenie nr ${item.id}).`,
      ),
      section(
        'Treść oświadczenia',
        lines([
          `Odstępuję od umowy sprzedaży następujących produktów z zamówienia nr ${order.id} z dnia ${formatDay(order.createdAt)}:`,
          ...pieces,
        ]),
      ),
      section('Data i godzina złożenia oświadczenia', lines([formatDateTime(item.createdAt)])),
      ...nextSteps(order, item, context),
      ordersLink(context),
      questions(context),
      signature,
    ],
  });
}
