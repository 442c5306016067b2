// The e-mails of wishlists: PRICE_DROPPED, a wished-for product reached a lower price step
// (price-alerts.ts queues it), with its new and previous price as its price history has them at
// that step (not recomputed from the schedule: a staff edit since then changes nothing said);
// PRICE_TARGET_REACHED, a step reached a shopper's own price (price-targets.ts), said the same way.
import { LEVEL_MS, levelPrice } from '@shop/shared/price-schedule';
import {
  defineEmail,
  queuedNumber,
  queuedText,
  type LoadDeps,
  type QueuedEmail,
} from '../mail/index.ts';
import { priceDroppedEmail, priceTargetReachedEmail } from '../mail/index.ts';
import { getProductsByIds, pricesAround } from '../products/index.ts';

/**
 * The product of a queued alert and its prices at the step it was queued for, as its price
 * history has them; a product whose history lacks the step (written straight into the
 * database) falls back to the schedule.
 */
async function stepPrices(email: QueuedEmail, { db, clock }: LoadDeps) {
  const productId = queuedNumber(email, 'productId');
  const level = queuedNumber(email, 'level');
  const [product] = await getProductsByIds(db, [productId], clock.now(), { staff: false });
  if (!product) throw new Error(`product ${productId} no longer exists`);
  const msrp = product.msrp ?? 0;
  const stepAt = new Date(Date.parse(product.drop.dropTime) + level * LEVEL_MS);
  const real = await pricesAround(db, productId, stepAt);
  return {
    product: { id: product.id, name: product.name },
    price: real.from ?? levelPrice(msrp, level),
    previousPrice: real.before ?? levelPrice(msrp, level - 1),
    lowestPrice: product.omnibusPrice,
  };
}

export const wishlistEmails = [
  defineEmail({
    kind: 'PRICE_DROPPED',
    about: 'account',
    load: async (email, deps) => ({
      ...(await stepPrices(email, deps)),
      withdrawToken: queuedText(email, 'withdrawToken'),
    }),
    render: priceDroppedEmail,
  }),
  defineEmail({
    kind: 'PRICE_TARGET_REACHED',
    about: 'account',
    load: async (email, deps) => ({
      ...(await stepPrices(email, deps)),
      target: queuedNumber(email, 'target'),
    }),
    render: priceTargetReachedEmail,
  }),
];
