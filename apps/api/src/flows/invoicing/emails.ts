// The e-mails of invoicing: INVOICE_ISSUED, a VAT invoice or a correction (`invoiceId`) with its
// PDF attached, queued when it is issued (invoicing.ts). While KSeF sending is on, it waits
// until KSeF has decided the document, so the PDF carries the KSeF number and its QR code.
import { invoicePdf } from '../../modules/invoices/service.ts';
import { submissionsOf } from '../../modules/ksef/submissions.ts';
import { NotDueYet, queuedNumber } from '../../modules/mail/service.ts';
import { ksefMarks } from './ksef-marks.ts';
import { invoiceIssuedEmail } from '../../modules/mail/templates/invoice-issued.ts';
import { orderEmailWith } from '../ordering/order-email.ts';

/** Not decided by KSeF yet: the e-mail looks again after KSEF_WAIT_MS. */
const WAITING = ['QUEUED', 'SENDING', 'SENT'];
const KSEF_WAIT_MS = 5_000;

export const invoicingEmails = [
  orderEmailWith(
    'INVOICE_ISSUED',
    async (email, { db, clock, ksef }) => {
      const invoiceId = queuedNumber(email, 'invoiceId');
      const [submission] = await submissionsOf(db, [invoiceId]);
      if (ksef.sending && submission && WAITING.includes(submission.state)) {
        throw new NotDueYet(new Date(clock.now().getTime() + KSEF_WAIT_MS));
      }
      const file = await invoicePdf(db, invoiceId, {
        orderId: email.orderId,
        ksef: ksefMarks(db, ksef.qrUrl),
      });
      return { invoiceId, file };
    },
    (order, { invoiceId, file }, context) => invoiceIssuedEmail(order, context, invoiceId, file),
  ),
];
