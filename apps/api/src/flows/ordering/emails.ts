// The e-mails of placing and cancelling orders: PLACED (written by the SQL function
// place_orders with the order), EXPIRED (expiry.ts), CANCELLED by staff (staff-changes.ts).
import { cancelledEmail } from '../../modules/mail/templates/cancelled.ts';
import { expiredEmail } from '../../modules/mail/templates/expired.ts';
import { placedEmail } from '../../modules/mail/templates/placed.ts';
import { termsPdf, withdrawalFormPdf } from '../../modules/legal/service.ts';
import { NotDueYet } from '../../modules/mail/service.ts';
import { latestBlikCharge } from '../../modules/payments/service.ts';
import { orderEmail, orderEmailWith } from './order-email.ts';

/** After a BLIK code's confirmation window, how long its payment's notification may take. */
const BLIK_SETTLE_MS = 5_000;

export const orderingEmails = [
  // The confirmation of the contract on a durable medium (art. 21): the terms and the withdrawal
  // information with the model form attached as PDF files.
  // While a BLIK code stands (the shopper confirms in the bank app, about two minutes), it waits
  // for the outcome: a payment that lands seconds later is not met by a „Zapłać” button.
  orderEmailWith(
    'PLACED',
    async (email, { db, clock }, { operator }, order) => {
      const charge = order.status === 'PENDING' ? await latestBlikCharge(db, email.orderId) : null;
      const now = clock.now();
      if (charge && charge.refusal === null && charge.confirmBy > now) {
        throw new NotDueYet(new Date(charge.confirmBy.getTime() + BLIK_SETTLE_MS));
      }
      return {
        terms: await termsPdf(operator),
        withdrawal: await withdrawalFormPdf(operator),
      };
    },
    (order, files, context) => placedEmail(order, context, files),
  ),
  orderEmail('EXPIRED', expiredEmail),
  orderEmail('CANCELLED', cancelledEmail),
];
