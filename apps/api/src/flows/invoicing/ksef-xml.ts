// The XML a document goes to KSeF with: the stored one once it is fixed (sent, or issued
// offline: its SHA-256 is then in a QR code), else built now. A correction names its invoice's
// KSeF number, so it has none until that invoice is accepted.
import type { Db } from '../../db/client.ts';
import type { KsefDocument } from '../../modules/invoices/index.ts';
import { acceptedNumberOf, type KsefSubmission } from '../../modules/ksef/index.ts';

/** The document's XML; null for a correction whose invoice has no KSeF number yet. */
export async function xmlToSend(
  db: Db,
  row: KsefSubmission,
  document: KsefDocument,
): Promise<string | null> {
  if (row.xml) return row.xml;
  if (!document.correctsId) return document.xml(null);
  const correctedNumber = await acceptedNumberOf(db, document.correctsId);
  return correctedNumber ? document.xml(correctedNumber) : null;
}
