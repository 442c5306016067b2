// The e-mail of a recall (recall.ts queues it, one per paid order with the product):
// PRODUCT_RECALLED, with the product's notice as it is when sent.
import { queuedNumber } from '../../modules/mail/index.ts';
import { productRecalledEmail } from '../../modules/mail/index.ts';
import { recallOf } from '../../modules/products/index.ts';
import { orderEmailWith } from '../ordering/order-email.ts';

export const recallEmails = [
  orderEmailWith(
    'PRODUCT_RECALLED',
    async (email, { db }) => {
      const recalled = await recallOf(db, queuedNumber(email, 'productId'));
      if (!recalled) throw new Error('the product is gone or no longer recalled');
      return recalled;
    },
    (order, product, context) => productRecalledEmail(order, context, product),
  ),
];
