// What the buyer's copy of an invoice shows of KSeF (decision 030): the KSeF number and the
// verification link of „KOD I”, built from the XML exactly as it was sent (its SHA-256 is in
// the link), once KSeF accepted it.
import type { Db } from '../../db/client.ts';
import type { InvoiceRow, KsefMark } from '../../modules/invoices/service.ts';
import { submissionsOf, type KsefSubmission } from '../../modules/ksef/submissions.ts';
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
