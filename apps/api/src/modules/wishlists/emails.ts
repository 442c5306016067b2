// The e-mails of wishlists: PRICE_DROPPED, a wished-for product reached a lower price step
// (price-alerts.ts queues it), with its new and previous price as the schedule gives them.
import { levelPrice } from '@shop/shared/price-schedule';
import { defineEmail, queuedNumber } from '../mail/service.ts';
import { priceDroppedEmail } from '../mail/templates/price-dropped.ts';
import { getProductsByIds } from '../products/service.ts';

export const wishlistEmails = [
  defineEmail({
    kind: 'PRICE_DROPPED',
    about: 'account',
    load: async (email, { db, clock }) => {
      const productId = queuedNumber(email, 'productId');
      const level = queuedNumber(email, 'level');
      const [product] = await getProductsByIds(db, [productId], clock.now(), { staff: false });
      if (!product) throw new Error(`product ${productId} no longer exists`);
      const msrp = product.msrp ?? 0;
      return {
        product: { id: product.id, name: product.name },
        price: levelPrice(msrp, level),
        previousPrice: levelPrice(msrp, level - 1),
        lowestPrice: product.omnibusPrice,
      };
    },
    render: priceDroppedEmail,
  }),
];
