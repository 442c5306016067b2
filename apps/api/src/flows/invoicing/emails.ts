// The e-mails of invoicing: INVOICE_ISSUED, a VAT invoice or a correction (`invoiceId`) with its
// PDF attached, queued when it is issued (invoicing.ts).
import { invoicePdf } from '../../modules/invoices/service.ts';
import { queuedNumber } from '../../modules/mail/service.ts';
import { invoiceIssuedEmail } from '../../modules/mail/templates/invoice-issued.ts';
import { orderEmailWith } from '../ordering/order-email.ts';

export const invoicingEmails = [
  orderEmailWith(
    'INVOICE_ISSUED',
    async (email, { db }) => {
      const invoiceId = queuedNumber(email, 'invoiceId');
      return { invoiceId, file: await invoicePdf(db, invoiceId, { orderId: email.orderId }) };
    },
    (order, { invoiceId, file }, context) => invoiceIssuedEmail(order, context, invoiceId, file),
  ),
];
