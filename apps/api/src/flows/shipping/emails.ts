// The e-mails of shipping: SHIPPED and DELIVERED, queued when InPost reports the parcel
// (shipping.ts) or staff mark the order by hand (ordering/staff-changes.ts).
import { deliveredEmail } from '../../modules/mail/index.ts';
import { shippedEmail } from '../../modules/mail/index.ts';
import { orderEmail } from '../ordering/order-email.ts';

export const shippingEmails = [
  orderEmail('SHIPPED', shippedEmail),
  orderEmail('DELIVERED', deliveredEmail),
];
