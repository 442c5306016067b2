// DELIVERED: the parcel arrived; how to return a product (docs/returns.md): until when a
// consumer may withdraw, with the link to the withdrawal function, and where to complain.
import type { Order } from '@shop/shared/orders';
import { withdrawalPath } from '@shop/shared/returns';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { ordersUrl, signature } from './order-parts.ts';
import { formatDay } from '@shop/shared/warsaw-time';

export function deliveredEmail(order: Order, context: MailContext) {
  const { email } = context.operator;
  return layout(context, {
    subject: `Zamówienie nr ${order.id} zostało dostarczone`,
    title: 'Paczka dotarła',
    blocks: [
      paragraph(
        `Zamówienie nr ${order.id} zostało dostarczone. Dziękujemy za zakupy i mamy nadzieję, że wszystko się podoba!`,
      ),
      ...(order.withdrawalUntil
        ? [
            paragraph(
              'Jeśli chcesz zwrócić produkt, masz 14 dni od otrzymania paczki na odstąpienie od umowy bez podania przyczyny (do ',
              { bold: formatDay(order.withdrawalUntil) },
              '): ',
              {
                link: 'odstąp od umowy tutaj',
                href: `${context.shopUrl}${withdrawalPath(order.id)}`,
              },
              '.',
            ),
          ]
        : []),
      paragraph(
        'Jeśli produkt ma wadę, złóż reklamację w zakładce ',
        { link: 'Moje zamówienia', href: ordersUrl(context) },
        ' („Złóż reklamację”) albo napisz na ',
        { link: email, href: `mailto:${email}` },
        '.',
      ),
      button('Zobacz nowe kolekcje', context.shopUrl),
      signature,
    ],
  });
}
