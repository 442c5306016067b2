// PRICE_DROPPED: a product on the shopper's wishlist reached a lower price step (once per step),
// sent only to accounts that turned the alerts on at /wishlists. Queued by
// jobs/drop-reminders.ts (docs/e-mail.md, "Reminder e-mails"; docs/product-rules.md).
import { formatPrice } from '@shop/shared/money';
import { productPath } from '@shop/shared/structured-data';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { signature } from './order-parts.ts';

export interface PriceDropFacts {
  product: { id: number; name: string };
  /** The new price and the one before it, in grosze. */
  price: number;
  previousPrice: number;
  /** The lowest price of the 30 days before this reduction (decision 017), in grosze. */
  lowestPrice: number;
}

export function priceDroppedEmail(
  { product, price, previousPrice, lowestPrice }: PriceDropFacts,
  context: MailContext,
) {
  const wishlists = `${context.shopUrl}/wishlists`;
  return layout(context, {
    subject: `Niższa cena: ${product.name} za ${formatPrice(price)}`,
    title: 'Produkt z Twojej listy życzeń potaniał',
    about: 'account',
    blocks: [
      paragraph(
        'Cena produktu ',
        { bold: product.name },
        ' spadła z ',
        formatPrice(previousPrice),
        ' do ',
        { bold: formatPrice(price) },
        '. Ceny w kolekcji spadają co dwa dni, ale produkt może się wcześniej wyprzedać.',
      ),
      // Every announced reduction shows the 30-day lowest price (art. 4 ust. 2, decision 027).
      paragraph('Najniższa cena z 30 dni przed obniżką: ', formatPrice(lowestPrice), '.'),
      button('Zobacz produkt', `${context.shopUrl}${productPath(product.id)}`),
      paragraph(
        'Piszemy, bo włączyłeś powiadomienia o obniżkach cen produktów z Twoich list życzeń. Wyłączysz je na stronie ',
        { link: 'Listy życzeń', href: wishlists },
        '.',
      ),
      signature,
    ],
  });
}
