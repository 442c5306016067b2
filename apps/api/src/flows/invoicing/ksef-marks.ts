// What the shop shows of KSeF (decision 030): on the buyer's copy of an invoice the verification
// link of „KOD I”, built from the XML exactly as it was sent (its SHA-256 is in the link), with
// the KSeF number once KSeF accepted it; an offline invoice not accepted yet reads OFFLINE and
// carries „KOD II” when the seller's offline certificate is set. To staff, the documents needing
// their attention.
import type { Db } from '../../db/client.ts';
import type { KsefAttention } from '@shop/shared/orders';
import { invoiceHeads, type InvoiceRow, type KsefMark } from '../../modules/invoices/index.ts';
import {
  attentionSubmissions,
  submissionsOf,
  toInvoiceKsef,
  type KsefSubmission,
} from '../../modules/ksef/index.ts';
import { certificateLink, verificationLink, type KsefQr } from '../../modules/ksef/index.ts';

/** The KSeF marks of invoices, read with their submissions; null for one not (yet) in KSeF. */
export const ksefMarks =
  (db: Db, qr: KsefQr) =>
  async (invoice: InvoiceRow): Promise<KsefMark | null> => {
    const [submission] = await submissionsOf(db, [invoice.id]);
    return submission ? markOf(submission, invoice, qr) : null;
  };

/** Accepted: its number and KOD I; issued offline and not accepted: KOD I and KOD II; else none. */
export function markOf(
  submission: KsefSubmission,
  invoice: Pick<InvoiceRow, 'issuedAt' | 'seller'>,
  qr: KsefQr,
): KsefMark | null {
  if (!submission.xml) return null;
  const accepted = submission.state === 'ACCEPTED' && submission.ksefNumber;
  if (!accepted && !submission.offlineAt) return null;
  const xml = Buffer.from(submission.xml, 'utf8');
  const sellerNip = invoice.seller.taxId;
  return {
    number: accepted ? submission.ksefNumber : null,
    link: verificationLink(qr.url, sellerNip, invoice.issuedAt, xml),
    certificateLink:
      !accepted && qr.certificate ? certificateLink(qr.url, qr.certificate, sellerNip, xml) : null,
  };
}

/** The documents KSeF refused or that have waited for it too long, with their orders. */
export async function ksefAttention(db: Db, now: Date): Promise<KsefAttention> {
  const submissions = await attentionSubmissions(db, now);
  const heads = new Map(
    (
      await invoiceHeads(
        db,
        submissions.map((s) => s.invoiceId),
      )
    ).map((head) => [head.id, head]),
  );
  return {
    items: submissions.map((submission) => {
      const head = heads.get(submission.invoiceId)!;
      return {
        id: head.id,
        orderId: head.orderId,
        number: head.number,
        kind: head.kind,
        issuedAt: head.issuedAt.toISOString(),
        gross: head.gross,
        ksef: toInvoiceKsef(submission),
        queuedAt: submission.queuedAt.toISOString(),
        attempts: submission.attempts,
      };
    }),
  };
}
