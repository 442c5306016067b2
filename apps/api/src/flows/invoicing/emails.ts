// The e-mails of invoicing: INVOICE_ISSUED, a VAT invoice or a correction (`invoiceId`) with its
// PDF attached, queued when it is issued (invoicing.ts). While KSeF sending is on, a document
// leaves the shop only with its KSeF number and QR code, or as an offline invoice carrying KOD I
// and KOD II: one KSeF has not numbered within COPY_WAIT_MS goes out offline (ksef-offline.ts)
// when the seller's Offline certificate is set, else it waits for its number; one KSeF refused
// waits until staff resend it and KSeF accepts it (never a plain „Faktura VAT” outside KSeF).
// With KSEF_MODE=off a document goes out as a plain PDF only once the exemption of art. 145m
// covers it (EXEMPT); one past the limit or the date waits in the KSeF queue with its e-mail.
// Without a KSeF token (development and the demo only: production refuses to start) the PDF
// goes out plain at once.
import { invoicePdf } from '../../modules/invoices/index.ts';
import { submissionsOf, WAITING_STATES } from '../../modules/ksef/index.ts';
import { NotDueYet, queuedNumber } from '../../modules/mail/index.ts';
import { ksefMarks } from './ksef-marks.ts';
import { issueOffline } from './ksef-offline.ts';
import { invoiceIssuedEmail } from '../../modules/mail/index.ts';
import { orderEmailWith } from '../ordering/order-email.ts';

/** Not decided by KSeF yet: the e-mail looks again after KSEF_WAIT_MS. */
const KSEF_WAIT_MS = 5_000;
/** A refused document's copy looks again after this (staff resend it meanwhile). */
const REFUSED_WAIT_MS = 10 * 60_000;
/** How long the buyer's copy waits for the KSeF number before it goes out offline. */
export const COPY_WAIT_MS = 2 * 60_000;

export const invoicingEmails = [
  orderEmailWith(
    'INVOICE_ISSUED',
    async (email, { db, clock, ksef }) => {
      const invoiceId = queuedNumber(email, 'invoiceId');
      const [submission] = await submissionsOf(db, [invoiceId]);
      const now = clock.now();
      if (submission && ksef.mode === 'off' && submission.state !== 'EXEMPT') {
        // KSEF_MODE=off: outside KSeF only once the exemption is counted for it (EXEMPT); past
        // the limit or the date it waits in the queue until KSeF is configured.
        const justQueued = now.getTime() - submission.queuedAt.getTime() < COPY_WAIT_MS;
        throw new NotDueYet(
          new Date(now.getTime() + (justQueued ? KSEF_WAIT_MS : REFUSED_WAIT_MS)),
        );
      }
      if (submission && ksef.mode === 'on') {
        // Refused: staff fix and resend it; the copy waits for the accepted document.
        if (submission.state === 'REFUSED') {
          throw new NotDueYet(new Date(now.getTime() + REFUSED_WAIT_MS));
        }
        const offline = submission.offlineAt !== null && ksef.qr.certificate !== null;
        if (
          WAITING_STATES.includes(submission.state) &&
          !offline &&
          (now.getTime() - submission.queuedAt.getTime() < COPY_WAIT_MS ||
            ksef.qr.certificate === null ||
            (await issueOffline(db, [invoiceId], now)).length === 0)
        ) {
          throw new NotDueYet(new Date(now.getTime() + KSEF_WAIT_MS));
        }
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
