// The e-mails of placing and cancelling orders: PLACED (written by the SQL function
// place_orders with the order), EXPIRED (expiry.ts), CANCELLED by staff (staff-changes.ts).
import { cancelledEmail } from '../../modules/mail/templates/cancelled.ts';
import { expiredEmail } from '../../modules/mail/templates/expired.ts';
import { placedEmail } from '../../modules/mail/templates/placed.ts';
import { orderEmail } from './order-email.ts';

export const orderingEmails = [
  orderEmail('PLACED', placedEmail),
  orderEmail('EXPIRED', expiredEmail),
  orderEmail('CANCELLED', cancelledEmail),
];
