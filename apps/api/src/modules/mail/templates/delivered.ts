// DELIVERED: the parcel arrived; how to return a product.
import type { Order } from '@shop/shared/orders';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { signature } from './order-parts.ts';

export function deliveredEmail(order: Order, context: MailContext) {
  const { email } = context.operator;
  return layout(context, {
    subject: `Zamówienie nr ${order.id} zostało dostarczone`,
    title: 'Paczka dotarła',
    blocks: [
      paragraph(
        `Zamówienie nr ${order.id} zostało dostarczone. Dziękujemy za zakupy i mamy nadzieję, że wszystko się podoba!`,
      ),
      paragraph(
        'Jeśli chcesz zwrócić produkt, masz 14 dni od otrzymania paczki na odstąpienie od umowy bez podania przyczyny: wystarczy napisać na ',
        { link: email, href: `mailto:${email}` },
        '.',
      ),
      button('Zobacz nowe kolekcje', context.shopUrl),
      signature,
    ],
  });
}
