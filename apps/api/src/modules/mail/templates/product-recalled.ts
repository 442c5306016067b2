// PRODUCT_RECALLED: a product the buyer paid for is recalled as dangerous (GPSR art. 35-36;
// decision 039): the product and order, the shop's notice, what to do now and the remedies
// (art. 37: repair, replacement or an adequate refund) at no cost to the buyer.
import type { Order } from '@shop/shared/orders';
import { layout, lines, paragraph, section, type MailContext } from './layout.ts';
import { ordersLink, questions, signature } from './order-parts.ts';

export interface RecalledProduct {
  name: string;
  notice: string;
}

export function productRecalledEmail(order: Order, context: MailContext, product: RecalledProduct) {
  return layout(context, {
    subject: `Ważne: wycofanie z rynku produktu „${product.name}” (zamówienie nr ${order.id})`,
    title: 'Wycofanie produktu z rynku',
    blocks: [
      paragraph(
        `Produkt „${product.name}”, który kupiłeś(-aś) w zamówieniu nr ${order.id}, wycofujemy z rynku ze względu na bezpieczeństwo.`,
      ),
      section('Komunikat', lines([product.notice])),
      paragraph(
        { bold: 'Przestań korzystać z produktu.' },
        ' Odpowiedz na tę wiadomość: zaproponujemy naprawę, wymianę albo zwrot pieniędzy, bez żadnych kosztów po Twojej stronie, także kosztów odesłania.',
      ),
      ordersLink(context),
      questions(context),
      signature,
    ],
  });
}
