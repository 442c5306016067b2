// Sending the shop's invoices and corrections to KSeF (decision 030), one run of the KSeF job:
//   1. documents handed over in a run whose answer was never heard (SENDING) are read back by
//      their hash in that session before anything is sent again;
//   2. queued documents go out in order of issue in one online session, each built when it is
//      sent (a correction names its invoice's KSeF number, so it waits until that is known);
//   3. documents KSeF took (SENT) are asked for their outcome: ACCEPTED with the KSeF number,
//      its date and the UPO, or REFUSED with KSeF's reason, left for staff to resend.
// When KSeF does not answer, the document keeps its state and is tried after a back-off, and
// what waits is issued to its buyer offline meanwhile (ksef-offline.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { documentsForKsef } from '../../modules/invoices/service.ts';
import {
  ACCEPTED,
  describe,
  IN_PROGRESS,
  KsefUnavailable,
  type KsefClient,
  type KsefSession,
} from '../../modules/ksef/client.ts';
import { sha256Base64 } from '../../modules/ksef/crypto.ts';
import {
  dueSubmissions,
  exemptQueued,
  retryLater,
  updateSubmission,
  type KsefSubmission,
} from '../../modules/ksef/submissions.ts';
import { issueOffline } from './ksef-offline.ts';
import { xmlToSend } from './ksef-xml.ts';

export interface KsefSendingDeps {
  db: Db;
  /** null: KSEF_MODE=off, the seller is exempt until 2027: queued documents are not sent. */
  ksef: KsefClient | null;
  log: FastifyBaseLogger;
  now: Date;
}

export interface KsefRun {
  sent: number;
  accepted: number;
  refused: number;
  /** KSeF did not answer: the rest waits for the back-off. */
  unavailable: boolean;
}

/** One run over the due documents; answers what happened. */
export async function sendToKsef(deps: KsefSendingDeps): Promise<KsefRun> {
  const { db, ksef, now } = deps;
  const run: KsefRun = { sent: 0, accepted: 0, refused: 0, unavailable: false };
  if (!ksef) {
    await exemptQueued(db, now);
    return run;
  }
  const due = await dueSubmissions(db, now);
  const documents = await documentsForKsef(
    db,
    due.map((row) => row.invoiceId),
  );
  let session: KsefSession | undefined;
  try {
    for (const row of due) {
      if (row.state === 'SENT') continue;
      const document = documents.get(row.invoiceId)!;
      if (row.state === 'SENDING' && (await readBack(deps, ksef, row))) continue;
      // A correction goes after its invoice has its KSeF number.
      const xml = await xmlToSend(db, row, document);
      if (!xml) continue;
      session ??= await ksef.openSession();
      await send(deps, ksef, session, row, xml);
      run.sent += 1;
    }
    for (const row of await dueSubmissions(db, now)) {
      if (row.state !== 'SENT') continue;
      const outcome = await decide(deps, ksef, row);
      if (outcome === 'ACCEPTED') run.accepted += 1;
      if (outcome === 'REFUSED') run.refused += 1;
    }
  } catch (error) {
    if (!(error instanceof KsefUnavailable)) throw error;
    run.unavailable = true;
    deps.log.warn({ err: error }, 'KSeF did not answer; invoices are issued offline meanwhile');
    const waiting = await dueSubmissions(db, now);
    for (const row of waiting) await retryLater(db, row, now);
    await issueOffline(
      db,
      waiting.map((row) => row.invoiceId),
      now,
    );
  } finally {
    if (session) await ksef.closeSession(session).catch(() => undefined);
  }
  return run;
}

/**
 * Hands one document to KSeF. Its XML, hash and session are stored first (SENDING): if the
 * answer is lost, the next run finds it in that session by its hash instead of sending it twice.
 * An offline one goes with offlineMode (and, resent after a refusal, as a technical correction).
 */
async function send(
  { db, now }: KsefSendingDeps,
  ksef: KsefClient,
  session: KsefSession,
  row: KsefSubmission,
  xml: string,
) {
  const bytes = Buffer.from(xml, 'utf8');
  await updateSubmission(db, row.invoiceId, row.state, {
    state: 'SENDING',
    xml,
    invoiceHash: sha256Base64(bytes),
    sessionReference: session.referenceNumber,
    updatedAt: now,
  });
  const sent = await ksef.sendInvoice(session, bytes, {
    offline: row.offlineAt !== null,
    correctedHash: row.correctedHash,
  });
  await updateSubmission(db, row.invoiceId, 'SENDING', {
    state: 'SENT',
    invoiceReference: sent.referenceNumber,
    updatedAt: now,
  });
}

/** A SENDING document found in its session by hash is SENT; not found, it is sent again. */
async function readBack({ db, now }: KsefSendingDeps, ksef: KsefClient, row: KsefSubmission) {
  const found = (await ksef.sessionInvoices(row.sessionReference!)).find(
    (invoice) => invoice.invoiceHash === row.invoiceHash,
  );
  if (!found) return false;
  await updateSubmission(db, row.invoiceId, 'SENDING', {
    state: 'SENT',
    invoiceReference: found.referenceNumber,
    updatedAt: now,
  });
  return true;
}

/** Asks KSeF how a SENT document ended. */
async function decide({ db, now }: KsefSendingDeps, ksef: KsefClient, row: KsefSubmission) {
  const status = await ksef.invoiceStatus(row.sessionReference!, row.invoiceReference!);
  if (status.status.code === IN_PROGRESS) return 'WAITING';
  if (status.status.code === ACCEPTED && status.ksefNumber) {
    const upo = await ksef.invoiceUpo(row.sessionReference!, row.invoiceReference!);
    await updateSubmission(db, row.invoiceId, 'SENT', {
      state: 'ACCEPTED',
      ksefNumber: status.ksefNumber,
      acceptedAt: new Date(status.acquisitionDate ?? now),
      upo,
      updatedAt: now,
    });
    return 'ACCEPTED';
  }
  await updateSubmission(db, row.invoiceId, 'SENT', {
    state: 'REFUSED',
    refusal: describe(status.status),
    refusalCode: status.status.code,
    updatedAt: now,
  });
  return 'REFUSED';
}
