// The e-mails of invoicing: INVOICE_ISSUED, a VAT invoice or a correction (`invoiceId`) with its
// PDF attached, queued when it is issued (invoicing.ts). While KSeF sending is on, it waits
// until KSeF has decided the document, so the PDF carries the KSeF number and its QR code; a
// document KSeF has not numbered within COPY_WAIT_MS goes out as an offline invoice
// (ksef-offline.ts), as does one the KSeF job found KSeF unavailable for.
import { invoicePdf } from '../../modules/invoices/service.ts';
import { submissionsOf, WAITING_STATES } from '../../modules/ksef/submissions.ts';
import { NotDueYet, queuedNumber } from '../../modules/mail/service.ts';
import { ksefMarks } from './ksef-marks.ts';
import { issueOffline } from './ksef-offline.ts';
import { invoiceIssuedEmail } from '../../modules/mail/templates/invoice-issued.ts';
import { orderEmailWith } from '../ordering/order-email.ts';

/** Not decided by KSeF yet: the e-mail looks again after KSEF_WAIT_MS. */
const KSEF_WAIT_MS = 5_000;
/** How long the buyer's copy waits for the KSeF number before it goes out offline. */
export const COPY_WAIT_MS = 2 * 60_000;

export const invoicingEmails = [
  orderEmailWith(
    'INVOICE_ISSUED',
    async (email, { db, clock, ksef }) => {
      const invoiceId = queuedNumber(email, 'invoiceId');
      const [submission] = await submissionsOf(db, [invoiceId]);
      const now = clock.now();
      if (
        ksef.sending &&
        submission &&
        WAITING_STATES.includes(submission.state) &&
        !submission.offlineAt &&
        (now.getTime() - submission.queuedAt.getTime() < COPY_WAIT_MS ||
          (await issueOffline(db, [invoiceId], now)).length === 0)
      ) {
        throw new NotDueYet(new Date(now.getTime() + KSEF_WAIT_MS));
      }
      const file = await invoicePdf(db, invoiceId, {
        orderId: email.orderId,
        ksef: ksefMarks(db, ksef.qr),
      });
      return { invoiceId, file };
    },
    (order, { invoiceId, file }, context) => invoiceIssuedEmail(order, context, invoiceId, file),
  ),
];
