// PAID: the payment arrived; the parcel is being prepared.
import type { Order } from '@shop/shared/orders';
import { layout, paragraph, type MailContext } from './layout.ts';
import {
  delivery,
  invoiceDetails,
  orderTable,
  ordersLink,
  withdrawalLink,
  signature,
} from './order-parts.ts';

export function paidEmail(order: Order, context: MailContext) {
  return layout(context, {
    subject: `Zamówienie nr ${order.id} zostało opłacone`,
    title: 'Dziękujemy za zakupy!',
    blocks: [
      paragraph(
        'Otrzymaliśmy płatność za zamówienie nr ',
        { bold: String(order.id) },
        '. Przygotowujemy paczkę i napiszemy, gdy zostanie wysłana.',
      ),
      orderTable(order),
      delivery(order),
      ...invoiceDetails(order),
      ...withdrawalLink(order, context),
      ordersLink(context),
      signature,
    ],
  });
}
