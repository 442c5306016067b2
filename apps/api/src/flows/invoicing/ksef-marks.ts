// What the shop shows of KSeF (decision 030): on the buyer's copy of an invoice the KSeF number
// and the verification link of „KOD I”, built from the XML exactly as it was sent (its SHA-256
// is in the link), once KSeF accepted it; to staff, the documents needing their attention.
import type { Db } from '../../db/client.ts';
import type { KsefAttention } from '@shop/shared/orders';
import { invoiceHeads, type InvoiceRow, type KsefMark } from '../../modules/invoices/service.ts';
import {
  attentionSubmissions,
  submissionsOf,
  toInvoiceKsef,
  type KsefSubmission,
} from '../../modules/ksef/submissions.ts';
import { verificationLink } from '../../modules/ksef/verification.ts';

/** The KSeF marks of invoices, read with their submissions; null for one not (yet) in KSeF. */
export const ksefMarks =
  (db: Db, qrUrl: string) =>
  async (invoice: InvoiceRow): Promise<KsefMark | null> => {
    const [submission] = await submissionsOf(db, [invoice.id]);
    return submission ? markOf(submission, invoice, qrUrl) : null;
  };

export function markOf(
  submission: KsefSubmission,
  invoice: Pick<InvoiceRow, 'issuedAt' | 'seller'>,
  qrUrl: string,
): KsefMark | null {
  if (submission.state !== 'ACCEPTED' || !submission.ksefNumber || !submission.xml) return null;
  const xml = Buffer.from(submission.xml, 'utf8');
  return {
    number: submission.ksefNumber,
    link: verificationLink(qrUrl, invoice.seller.taxId, invoice.issuedAt, xml),
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
