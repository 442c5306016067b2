// PAYMENT_REMINDER: the order is still unpaid a few minutes before its reservation ends
// (flows/ordering/payment-reminders.ts). The only e-mail that says what happens then: until now
// the shopper could pay at leisure, so nothing was threatened.
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { formatDayAndTime } from '@shop/shared/warsaw-time';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { orderTable, ordersLink, signature } from './order-parts.ts';

export function paymentReminderEmail(order: Order, context: MailContext) {
  return layout(context, {
    subject: `Zamówienie nr ${order.id} czeka na płatność – rezerwacja do ${formatDayAndTime(order.expiresAt)}`,
    title: 'Twoje zamówienie czeka na płatność',
    blocks: [
      paragraph(
        `Produkty z zamówienia nr ${order.id} są zarezerwowane dla Ciebie do `,
        { bold: formatDayAndTime(order.expiresAt) },
        '. Jeśli do tego czasu nie otrzymamy płatności, rezerwacja wygaśnie, zamówienie zostanie anulowane, a produkty wrócą do sprzedaży.',
      ),
      ...(order.paymentUrl
        ? [button(`Zapłać ${formatPrice(order.totalAmount)}`, order.paymentUrl)]
        : []),
      paragraph('Jeśli płatność jest już w drodze, zignoruj tę wiadomość.'),
      orderTable(order),
      ordersLink(context),
      signature,
    ],
  });
}
