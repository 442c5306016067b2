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
  /** The consent's token for the one-click withdrawal (List-Unsubscribe, RFC 8058). */
  withdrawToken: string;
}

/** Where a mail client's one-click unsubscribe POSTs (List-Unsubscribe): the alerts go off. */
export const priceAlertsWithdrawApiUrl = ({ shopUrl }: MailContext, token: string) =>
  `${shopUrl}/api/wishlists/price-alerts/withdraw?token=${encodeURIComponent(token)}`;

export function priceDroppedEmail(
  { product, price, previousPrice, lowestPrice, withdrawToken }: PriceDropFacts,
  context: MailContext,
) {
  const wishlists = `${context.shopUrl}/wishlists`;
  return {
    ...layout(context, {
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
    }),
    // The mail client's „Wypisz się” turns the alerts off in one click, without logging in.
    headers: {
      'List-Unsubscribe': `<${priceAlertsWithdrawApiUrl(context, withdrawToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
