// PRICE_TARGET_REACHED: a price step reached the price the shopper asked to be told of
// („Powiadom, gdy cena spadnie do … zł” on the product page), once. Queued by
// jobs/drop-reminders.ts (docs/e-mail.md, "Reminder e-mails"; docs/product-rules.md, "Cena, na
// którą czekasz").
import { formatPrice } from '@shop/shared/money';
import { productPath } from '@shop/shared/structured-data';
import { button, layout, paragraph, type MailContext } from './layout.ts';
import { signature } from './order-parts.ts';

export interface PriceTargetFacts {
  product: { id: number; name: string };
  /** The price the shopper waited for, and the price the step brought, in grosze. */
  target: number;
  price: number;
  /** The lowest price of the 30 days before this reduction (decision 017), in grosze. */
  lowestPrice: number;
}

export function priceTargetReachedEmail(
  { product, target, price, lowestPrice }: PriceTargetFacts,
  context: MailContext,
) {
  return layout(context, {
    subject: `Twoja cena: ${product.name} za ${formatPrice(price)}`,
    title: 'Cena spadła do Twojej kwoty',
    about: 'account',
    blocks: [
      paragraph(
        'Prosiłeś o wiadomość, gdy cena produktu ',
        { bold: product.name },
        ' spadnie do ',
        formatPrice(target),
        '. Od teraz kosztuje ',
        { bold: formatPrice(price) },
        '. To pojedyncze sztuki: produkt może się wyprzedać, zanim go kupisz.',
      ),
      // Every announced reduction shows the 30-day lowest price (art. 4 ust. 2, decision 027).
      paragraph('Najniższa cena z 30 dni przed obniżką: ', formatPrice(lowestPrice), '.'),
      button('Zobacz produkt', `${context.shopUrl}${productPath(product.id)}`),
      paragraph(
        'To jedyna wiadomość o tej cenie: wysyłamy ją raz, bo o nią prosiłeś na stronie produktu.',
      ),
      signature,
    ],
  });
}
