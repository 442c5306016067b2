// CANCELLED: staff cancelled the order; a payment already made is going back.
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { layout, paragraph, type MailContext } from './layout.ts';
import { orderTable, questions, signature } from './order-parts.ts';

export function cancelledEmail(order: Order, context: MailContext) {
  const money = order.paidAt
    ? paragraph(
        'Otrzymaliśmy już Twoją płatność: zwrócimy ',
        { bold: formatPrice(order.totalAmount) },
        ' na rachunek, z którego została wysłana, i potwierdzimy to osobną wiadomością.',
      )
    : paragraph('Zamówienie nie zostało opłacone, więc nie musisz nic robić.');
  return layout(context, {
    subject: `Zamówienie nr ${order.id} zostało anulowane`,
    title: 'Zamówienie anulowane',
    blocks: [
      paragraph(`Zamówienie nr ${order.id} zostało anulowane przez sklep. Przepraszamy!`),
      money,
      orderTable(order),
      questions(context),
      signature,
    ],
  });
}
