// EXPIRED: the reservation ran out unpaid; the order is cancelled and the pieces are back on sale.
import type { Order } from '@shop/shared/orders';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { orderTable, signature } from './order-parts.ts';
import { formatDayAndTime } from '@shop/shared/warsaw-time';

export function expiredEmail(order: Order, context: MailContext) {
  return layout(context, {
    subject: `Zamówienie nr ${order.id} zostało anulowane – minął czas na płatność`,
    title: 'Minął czas na płatność',
    blocks: [
      paragraph(
        `Nie otrzymaliśmy płatności za zamówienie nr ${order.id} do `,
        { bold: formatDayAndTime(order.expiresAt) },
        ', dlatego zostało ono anulowane, a zarezerwowane produkty wróciły do sprzedaży.',
      ),
      paragraph(
        'Jeśli płatność została wysłana w ostatniej chwili, nie martw się: gdy produkty są jeszcze dostępne, zamówienie wróci do realizacji, a jeśli nie – zwrócimy pieniądze.',
      ),
      orderTable(order),
      button('Wróć do sklepu', context.shopUrl),
      signature,
    ],
  });
}
