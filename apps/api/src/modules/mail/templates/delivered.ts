// DELIVERED: the parcel arrived; how to return a product (docs/returns.md): until when a
// consumer may withdraw, and where (the order's „Odstąp od umowy / Złóż reklamację”).
import type { Order } from '@shop/shared/orders';
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
      order.withdrawalUntil
        ? paragraph(
            'Jeśli chcesz zwrócić produkt, masz 14 dni od otrzymania paczki na odstąpienie od umowy bez podania przyczyny (do ',
            { bold: formatDay(order.withdrawalUntil) },
            '): w zakładce ',
            { link: 'Moje zamówienia', href: ordersUrl(context) },
            ' wybierz „Odstąp od umowy / Złóż reklamację” albo napisz na ',
            { link: email, href: `mailto:${email}` },
            '.',
          )
        : paragraph(
            'Jeśli produkt ma wadę, złóż reklamację w zakładce ',
            { link: 'Moje zamówienia', href: ordersUrl(context) },
            ' („Odstąp od umowy / Złóż reklamację”) albo napisz na ',
            { link: email, href: `mailto:${email}` },
            '.',
          ),
      button('Zobacz nowe kolekcje', context.shopUrl),
      signature,
    ],
  });
}
