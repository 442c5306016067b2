// The e-mails of refunding: REFUNDED, once the provider confirms a refund (refunding.ts), about
// that refund (`refundId`).
import { refundedEmail } from '../../modules/mail/index.ts';
import { orderEmailWith } from '../ordering/order-email.ts';

export const refundingEmails = [
  orderEmailWith(
    'REFUNDED',
    async ({ data }) => (typeof data.refundId === 'number' ? data.refundId : undefined),
    (order, refundId, context) => refundedEmail(order, context, refundId),
  ),
];
