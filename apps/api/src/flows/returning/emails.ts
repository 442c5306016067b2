// The e-mails of withdrawals and complaints (returning.ts queues them): WITHDRAWAL_CONFIRMED,
// the acknowledgement of a withdrawal with its date and time; RETURN_REQUESTED, a complaint
// recorded; and RETURN_DECIDED, accepted or rejected; each about its return (`returnId`) as it
// is when sent.
import { queuedNumber, type LoadDeps, type QueuedEmail } from '../../modules/mail/index.ts';
import { returnDecidedEmail } from '../../modules/mail/index.ts';
import { returnRequestedEmail } from '../../modules/mail/index.ts';
import { withdrawalConfirmedEmail } from '../../modules/mail/index.ts';
import { orderEmailWith } from '../ordering/order-email.ts';
import { returnForMail } from './returning.ts';

const returnOf = (email: QueuedEmail & { orderId: number }, { db }: LoadDeps) =>
  returnForMail(db, queuedNumber(email, 'returnId'), email.orderId);

export const returningEmails = [
  orderEmailWith('WITHDRAWAL_CONFIRMED', returnOf, (order, item, context) =>
    withdrawalConfirmedEmail(order, context, item),
  ),
  orderEmailWith('RETURN_REQUESTED', returnOf, (order, item, context) =>
    returnRequestedEmail(order, context, item),
  ),
  orderEmailWith('RETURN_DECIDED', returnOf, (order, item, context) =>
    returnDecidedEmail(order, context, item),
  ),
];
