// Offline invoices (decision 030, "Offline"): a document KSeF has not numbered yet, because it
// did not answer or is slow to decide, is issued to the buyer as an offline invoice. Its XML is
// fixed then (the copy's QR code carries its SHA-256), the KSeF job sends it with offlineMode,
// and it must reach KSeF by the working day after its issue date. A correction whose invoice
// has no KSeF number yet cannot be fixed (its XML names that number): it waits for it.
import type { Db } from '../../db/client.ts';
import { documentsForKsef } from '../../modules/invoices/index.ts';
import { offlineSendBy } from '../../modules/ksef/index.ts';
import { markOffline, submissionsOf, WAITING_STATES } from '../../modules/ksef/index.ts';
import { xmlToSend } from './ksef-xml.ts';

/** Issues the documents `invoiceIds` offline where they still wait; answers those that went. */
export async function issueOffline(db: Db, invoiceIds: number[], now: Date): Promise<number[]> {
  const waiting = (await submissionsOf(db, invoiceIds)).filter(
    (row) => WAITING_STATES.includes(row.state) && !row.offlineAt,
  );
  const documents = await documentsForKsef(
    db,
    waiting.map((row) => row.invoiceId),
  );
  const issued: number[] = [];
  for (const row of waiting) {
    const document = documents.get(row.invoiceId)!;
    const xml = await xmlToSend(db, row, document);
    if (!xml) continue;
    const sendBy = offlineSendBy(document.issuedAt);
    if (await markOffline(db, row.invoiceId, { xml, now, sendBy })) issued.push(row.invoiceId);
  }
  return issued;
}
