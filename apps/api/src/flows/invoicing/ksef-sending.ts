// Sending the shop's invoices and corrections to KSeF (decision 030), one run of the KSeF job:
//   1. documents handed over in a run whose answer was never heard (SENDING) are read back by
//      their hash in that session before anything is sent again;
//   2. queued documents go out in order of issue in one online session, each built when it is
//      sent (a correction names its invoice's KSeF number, so it waits until that is known);
//   3. documents KSeF took (SENT) are asked for their outcome by the official status codes
//      (decide): ACCEPTED with the KSeF number, its date and the UPO (a duplicate under the
//      number KSeF gave it first), sent again by itself after 405 or 550, or REFUSED with KSeF's
//      reason, left for staff to resend. A document KSeF refuses never stops the others.
// When KSeF does not answer, the document keeps its state and is tried after a back-off, and
// what waits is issued to its buyer offline meanwhile (ksef-offline.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { documentsForKsef, exemptionOf } from '../../modules/invoices/index.ts';
import {
  ACCEPTED,
  describe,
  DUPLICATE,
  INVOICE_IN_PROGRESS,
  KsefRefused,
  KsefUnavailable,
  SEND_AGAIN,
  type KsefClient,
  type KsefSession,
} from '../../modules/ksef/index.ts';
import { sha256Base64 } from '../../modules/ksef/index.ts';
import {
  dueSubmissions,
  exemptQueued,
  retryDelayMs,
  retryLater,
  submissionsOf,
  updateSubmission,
  WAITING_STATES,
  type KsefSubmission,
} from '../../modules/ksef/index.ts';
import { issueOffline } from './ksef-offline.ts';
import { xmlToSend } from './ksef-xml.ts';

export interface KsefSendingDeps {
  db: Db;
  /** null: KSEF_MODE=off, the seller is exempt (art. 145m): queued documents are not sent. */
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
    // Exempt (art. 145m) only while the month's invoiced sales stay within the limit and until
    // the end of 2026; past either, documents wait in the queue and the staff desk says why.
    const exemption = await exemptionOf(db, now);
    if (!exemption.expired) await exemptQueued(db, now, exemption.endedAtInvoice?.id ?? null);
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
      // One document KSeF refuses never holds back the others (KsefUnavailable still ends the run).
      const sent = await oneDocument(deps, row, async () => {
        if (row.state === 'SENDING' && (await readBack(deps, ksef, row))) return false;
        // A correction goes after its invoice has its KSeF number.
        const xml = await xmlToSend(db, row, document);
        if (!xml) return false;
        session ??= await ksef.openSession();
        await send(deps, ksef, session, row, xml);
        return true;
      });
      if (sent === true) run.sent += 1;
      if (sent === 'REFUSED') run.refused += 1;
    }
    for (const row of await dueSubmissions(db, now)) {
      if (row.state !== 'SENT') continue;
      const outcome = await oneDocument(deps, row, () => decide(deps, ksef, row));
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
 * One document's step; a refusal of this document alone (KSeF answered 4xx to it) is recorded
 * on it, as REFUSED with KSeF's words, and the run goes on with the next.
 */
async function oneDocument<T>(
  { db, now, log }: KsefSendingDeps,
  row: KsefSubmission,
  step: () => Promise<T>,
): Promise<T | 'REFUSED'> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof KsefRefused)) throw error;
    log.warn({ err: error, invoiceId: row.invoiceId }, 'KSeF refused a document');
    const current = (await submissionsOf(db, [row.invoiceId]))[0];
    if (current && WAITING_STATES.includes(current.state)) {
      await updateSubmission(db, row.invoiceId, current.state, {
        state: 'REFUSED',
        refusal: error.message,
        refusalCode: error.code,
        updatedAt: now,
      });
    }
    return 'REFUSED';
  }
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

/**
 * The UPO of a duplicate's original, from the session KSeF accepted it in; null when KSeF names
 * no session or keeps no UPO there (the number is what makes the invoice; KSeF unreachable
 * throws, and the status is asked again on the next run).
 */
async function originalUpo(
  ksef: KsefClient,
  session: string | null | undefined,
  ksefNumber: string,
) {
  if (!session) return null;
  try {
    return await ksef.invoiceUpoByKsefNumber(session, ksefNumber);
  } catch (error) {
    if (error instanceof KsefRefused) return null;
    throw error;
  }
}

/**
 * Asks KSeF how a SENT document ended, by the official SessionInvoiceStatusResponse codes: 100
 * and 150 wait; 200 is accepted with its number; 440 (a duplicate) is accepted under the number
 * KSeF already gave it; 405 and 550 go back to the queue to be sent again by themselves; any
 * other is refused, with KSeF's words, for staff.
 */
async function decide({ db, now }: KsefSendingDeps, ksef: KsefClient, row: KsefSubmission) {
  const status = await ksef.invoiceStatus(row.sessionReference!, row.invoiceReference!);
  const { code } = status.status;
  if (INVOICE_IN_PROGRESS.includes(code)) return 'WAITING';
  const original = status.status.extensions?.originalKsefNumber;
  if (code === DUPLICATE && original) {
    await updateSubmission(db, row.invoiceId, 'SENT', {
      state: 'ACCEPTED',
      ksefNumber: original,
      acceptedAt: now,
      upo: await originalUpo(
        ksef,
        status.status.extensions?.originalSessionReferenceNumber,
        original,
      ),
      updatedAt: now,
    });
    return 'ACCEPTED';
  }
  if (SEND_AGAIN.includes(code)) {
    await updateSubmission(db, row.invoiceId, 'SENT', {
      state: 'QUEUED',
      sessionReference: null,
      invoiceReference: null,
      attempts: row.attempts + 1,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
      updatedAt: now,
    });
    return 'WAITING';
  }
  if (code === ACCEPTED && status.ksefNumber) {
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
