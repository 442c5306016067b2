// SHIPPED: the parcel is with the carrier (InPost, or another one staff entered); its tracking
// number and page.
import { carrierLabels } from '@shop/shared/carriers';
import type { Order } from '@shop/shared/orders';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { delivery, ordersLink, withdrawalLink, signature } from './order-parts.ts';

export function shippedEmail(order: Order, context: MailContext) {
  const shipment = order.shipment;
  const carrier = shipment?.carrier ?? 'INPOST';
  const carrierName = carrier === 'OTHER' ? null : carrierLabels[carrier];
  const tracking = shipment?.trackingNumber
    ? [
        paragraph(carrierName ? `Numer przesyłki ${carrierName}: ` : 'Numer przesyłki: ', {
          bold: shipment.trackingNumber,
        }),
        ...(shipment.trackingUrl ? [button('Śledź przesyłkę', shipment.trackingUrl)] : []),
      ]
    : [];
  const pickUp =
    carrier !== 'INPOST'
      ? `Paczkę dostarczy ${carrierName ?? 'przewoźnik'} pod adres podany w zamówieniu.`
      : order.shippingMethod === 'INPOST_PARCEL_LOCKER'
        ? 'Gdy paczka dotrze do paczkomatu, InPost wyśle Ci SMS i e-mail z kodem odbioru.'
        : 'Kurier InPost dostarczy paczkę pod adres podany w zamówieniu.';
  return layout(context, {
    subject: `Zamówienie nr ${order.id} zostało wysłane`,
    title: 'Paczka jest w drodze',
    blocks: [
      paragraph(`Wysłaliśmy zamówienie nr ${order.id}. ${pickUp}`),
      ...tracking,
      delivery(order),
      ...withdrawalLink(order, context),
      ordersLink(context),
      signature,
    ],
  });
}
