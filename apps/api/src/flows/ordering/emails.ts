// The e-mails of placing and cancelling orders: PLACED (written by the SQL function
// place_orders with the order), EXPIRED (expiry.ts), CANCELLED by staff (staff-changes.ts).
import { cancelledEmail } from '../../modules/mail/templates/cancelled.ts';
import { expiredEmail } from '../../modules/mail/templates/expired.ts';
import { placedEmail } from '../../modules/mail/templates/placed.ts';
import { termsPdf, withdrawalFormPdf } from '../../modules/legal/service.ts';
import { orderEmail, orderEmailWith } from './order-email.ts';

export const orderingEmails = [
  // The confirmation of the contract on a durable medium (art. 21): the terms and the withdrawal
  // information with the model form attached as PDF files.
  orderEmailWith(
    'PLACED',
    async (_email, _deps, { operator }) => ({
      terms: await termsPdf(operator),
      withdrawal: await withdrawalFormPdf(operator),
    }),
    (order, files, context) => placedEmail(order, context, files),
  ),
  orderEmail('EXPIRED', expiredEmail),
  orderEmail('CANCELLED', cancelledEmail),
];
