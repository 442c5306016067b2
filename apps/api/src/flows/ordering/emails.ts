// The e-mails of placing and cancelling orders: PLACED (written by the SQL function
// place_orders with the order), PAYMENT_REMINDER (payment-reminders.ts), EXPIRED (expiry.ts),
// CANCELLED by staff (staff-changes.ts).
import { cancelledEmail } from '../../modules/mail/index.ts';
import { expiredEmail } from '../../modules/mail/index.ts';
import { paymentReminderEmail } from '../../modules/mail/index.ts';
import { placedEmail } from '../../modules/mail/index.ts';
import { termsPdf, withdrawalFormPdf } from '../../modules/legal/index.ts';
import { NoLongerNeeded, NotDueYet, type LoadDeps } from '../../modules/mail/index.ts';
import { latestBlikCharge } from '../../modules/payments/index.ts';
import type { Order } from '@shop/shared/orders';
import { orderEmail, orderEmailWith } from './order-email.ts';

/** After a BLIK code's confirmation window, how long its payment's notification may take. */
const BLIK_SETTLE_MS = 5_000;

/**
 * While a BLIK code stands for the unpaid order (the shopper confirms in the bank app, about two
 * minutes), its e-mail waits for the outcome: a payment that lands seconds later is not met by
 * a „Zapłać” button.
 */
async function waitForBlikOutcome(order: Order, { db, clock }: LoadDeps) {
  const charge = order.status === 'PENDING' ? await latestBlikCharge(db, order.id) : null;
  if (charge && charge.refusal === null && charge.confirmBy > clock.now()) {
    throw new NotDueYet(new Date(charge.confirmBy.getTime() + BLIK_SETTLE_MS));
  }
}

export const orderingEmails = [
  // The confirmation of the contract on a durable medium (art. 21): the terms and the withdrawal
  // information with the model form attached as PDF files.
  orderEmailWith(
    'PLACED',
    async (_email, deps, { operator }, order) => {
      await waitForBlikOutcome(order, deps);
      return {
        terms: await termsPdf(operator),
        withdrawal: await withdrawalFormPdf(operator),
      };
    },
    (order, files, context) => placedEmail(order, context, files),
  ),
  // Only while the order can still be paid: one paid or cancelled meanwhile is not reminded.
  orderEmailWith(
    'PAYMENT_REMINDER',
    async (_email, deps, _context, order) => {
      await waitForBlikOutcome(order, deps);
      if (order.status !== 'PENDING' || Date.parse(order.expiresAt) <= deps.clock.now().getTime()) {
        throw new NoLongerNeeded(`the order is ${order.status}`);
      }
    },
    (order, _none, context) => paymentReminderEmail(order, context),
  ),
  orderEmail('EXPIRED', expiredEmail),
  orderEmail('CANCELLED', cancelledEmail),
];
