// PLACED: the order is in; pay by the reservation's end (the link and the deadline).
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { delivery, invoiceDetails, orderTable, ordersLink, signature } from './order-parts.ts';
import { formatDayAndTime } from '@shop/shared/warsaw-time';

export function placedEmail(order: Order, context: MailContext) {
  // Sent a moment after the checkout; by then the order may be paid (or over) already.
  const payment = order.paymentUrl
    ? [
        paragraph(
          `Przyjęliśmy zamówienie nr ${order.id}. Produkty są zarezerwowane dla Ciebie do `,
          { bold: formatDayAndTime(order.expiresAt) },
          '. Jeśli do tego czasu nie otrzymamy płatności, zamówienie zostanie anulowane, a produkty wrócą do sprzedaży.',
        ),
        button(`Zapłać ${formatPrice(order.totalAmount)}`, order.paymentUrl),
      ]
    : [paragraph(`Przyjęliśmy zamówienie nr ${order.id}.`)];
  return layout(context, {
    subject: `Dziękujemy za zamówienie nr ${order.id}`,
    title: 'Dziękujemy za zamówienie!',
    blocks: [
      ...payment,
      orderTable(order),
      delivery(order),
      ...invoiceDetails(order),
      ordersLink(context),
      signature,
    ],
  });
}
