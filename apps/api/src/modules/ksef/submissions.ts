// The KSeF queue (table ksef_submissions, decision 030): a document is queued in the
// transaction that issues it; the KSeF job (flows/invoicing/ksef-sending.ts) takes the due ones
// in order of issue and records each step. Staff resend a refused one after fixing its data.
import { and, asc, eq, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { ksefStateLabels } from '@shop/shared/after-sale-labels';
import type { InvoiceKsef } from '@shop/shared/orders';
import type { Executor } from '../../db/client.ts';
import { csvTextSql, labelSql } from '../../db/csv-sql.ts';
import { ksefSubmissions, type KsefState } from '../../db/schema/ksef.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { TECHNICAL_REJECTIONS } from './client.ts';
import { sha256Base64 } from './crypto.ts';

export type KsefSubmission = typeof ksefSubmissions.$inferSelect;

/** Where a document stands in KSeF, as the order views and the staff list show it. */
export const toInvoiceKsef = (submission: KsefSubmission): InvoiceKsef => ({
  state: submission.state,
  number: submission.ksefNumber,
  acceptedAt: submission.acceptedAt?.toISOString() ?? null,
  refusal: submission.refusal,
  offline:
    submission.offlineAt && submission.sendBy
      ? { at: submission.offlineAt.toISOString(), sendBy: submission.sendBy }
      : null,
});

/** Still to be decided by KSeF: queued, handed over with its answer unheard, or sent. */
export const WAITING_STATES: readonly KsefState[] = ['QUEUED', 'SENDING', 'SENT'];

/** Back-off after KSeF did not answer: 30 s, doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** attempts, 3_600_000);

export async function queueSubmission(tx: Executor, invoiceId: number, now: Date) {
  await tx
    .insert(ksefSubmissions)
    .values({ invoiceId, state: 'QUEUED', nextAttemptAt: now, queuedAt: now, updatedAt: now })
    .onConflictDoNothing();
}

/** Queued, sending or sent documents whose time has come, oldest invoice first. */
export function dueSubmissions(ex: Executor, now: Date, limit = 50): Promise<KsefSubmission[]> {
  return ex
    .select()
    .from(ksefSubmissions)
    .where(
      and(
        inArray(ksefSubmissions.state, [...WAITING_STATES]),
        lte(ksefSubmissions.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(ksefSubmissions.invoiceId))
    .limit(limit);
}

/** How long a document may wait for KSeF before staff are shown it. */
export const STUCK_AFTER_MS = 10 * 60_000;

/**
 * Refused documents, and those still waiting for KSeF: issued offline (they have a deadline), or
 * waiting longer than STUCK_AFTER_MS; oldest first.
 */
export function attentionSubmissions(ex: Executor, now: Date): Promise<KsefSubmission[]> {
  const stuckSince = new Date(now.getTime() - STUCK_AFTER_MS).toISOString();
  return ex
    .select()
    .from(ksefSubmissions)
    .where(
      sql`${ksefSubmissions.state} = 'REFUSED' OR (${ksefSubmissions.state} IN ('QUEUED', 'SENDING', 'SENT') AND (${ksefSubmissions.offlineAt} IS NOT NULL OR ${ksefSubmissions.queuedAt} < ${stuckSince}::timestamptz))`,
    )
    .orderBy(asc(ksefSubmissions.invoiceId))
    .limit(200);
}

export async function submissionsOf(ex: Executor, invoiceIds: number[]): Promise<KsefSubmission[]> {
  if (invoiceIds.length === 0) return [];
  return ex.select().from(ksefSubmissions).where(inArray(ksefSubmissions.invoiceId, invoiceIds));
}

type Change = Partial<Omit<KsefSubmission, 'invoiceId' | 'queuedAt'>> & { updatedAt: Date };

/** Records a step of one document, only from the state the job read it in. */
export async function updateSubmission(
  ex: Executor,
  invoiceId: number,
  from: KsefState,
  change: Change,
): Promise<boolean> {
  const updated = await ex
    .update(ksefSubmissions)
    .set(change)
    .where(and(eq(ksefSubmissions.invoiceId, invoiceId), eq(ksefSubmissions.state, from)))
    .returning({ invoiceId: ksefSubmissions.invoiceId });
  return updated.length === 1;
}

/** KSeF did not answer: try again after the back-off, in the same state. */
export function retryLater(ex: Executor, row: KsefSubmission, now: Date) {
  return updateSubmission(ex, row.invoiceId, row.state, {
    attempts: row.attempts + 1,
    nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
    updatedAt: now,
  });
}

/**
 * The buyer's copy goes out before KSeF gave the document its number: from now on its XML is
 * the one given (kept if already stored: it may have been sent), it is sent with offlineMode and
 * must reach KSeF by `sendBy`. False when it was no longer waiting or already offline.
 */
export async function markOffline(
  ex: Executor,
  invoiceId: number,
  { xml, now, sendBy }: { xml: string; now: Date; sendBy: string },
): Promise<boolean> {
  const updated = await ex
    .update(ksefSubmissions)
    .set({
      offlineAt: now,
      sendBy,
      xml: sql`coalesce(${ksefSubmissions.xml}, ${xml})`,
      invoiceHash: sql`coalesce(${ksefSubmissions.invoiceHash}, ${sha256Base64(Buffer.from(xml, 'utf8'))})`,
      updatedAt: now,
    })
    .where(
      and(
        eq(ksefSubmissions.invoiceId, invoiceId),
        inArray(ksefSubmissions.state, [...WAITING_STATES]),
        isNull(ksefSubmissions.offlineAt),
      ),
    )
    .returning({ invoiceId: ksefSubmissions.invoiceId });
  return updated.length === 1;
}

/**
 * Staff send a refused document again (after fixing what KSeF refused). Its XML is built anew;
 * an offline one refused for a technical reason (TECHNICAL_REJECTIONS) goes as a technical
 * correction naming the refused file's hash, so the QR code on the copy the buyer already holds
 * leads to the accepted one; after any other refusal (content, permissions) it goes as itself
 * (offline/korekta-techniczna.md allows the correction only after a technical rejection).
 */
export async function resendSubmission(ex: Executor, invoiceId: number, now: Date) {
  const [row] = await ex
    .select()
    .from(ksefSubmissions)
    .where(eq(ksefSubmissions.invoiceId, invoiceId));
  if (!row) throw notFound('Ten dokument nie trafia do KSeF');
  if (row.state !== 'REFUSED') {
    throw conflict('KsefNotRefused', 'Ponownie wysłać można tylko dokument odrzucony przez KSeF');
  }
  await updateSubmission(ex, invoiceId, 'REFUSED', {
    state: 'QUEUED',
    correctedHash:
      row.offlineAt && row.refusalCode !== null && TECHNICAL_REJECTIONS.includes(row.refusalCode)
        ? (row.correctedHash ?? row.invoiceHash)
        : null,
    xml: null,
    invoiceHash: null,
    sessionReference: null,
    invoiceReference: null,
    refusal: null,
    refusalCode: null,
    attempts: 0,
    nextAttemptAt: now,
    updatedAt: now,
  });
}

/**
 * KSEF_MODE=off: what waits is recorded as not sent (exempt, art. 145m of the VAT act), up to
 * the document `before` (the first one past the exemption's limit): that one and every later
 * one stay queued for KSeF.
 */
export async function exemptQueued(
  ex: Executor,
  now: Date,
  before: number | null,
): Promise<number> {
  const rows = await ex
    .update(ksefSubmissions)
    .set({ state: 'EXEMPT', updatedAt: now })
    .where(
      and(
        eq(ksefSubmissions.state, 'QUEUED'),
        before === null ? undefined : lt(ksefSubmissions.invoiceId, before),
      ),
    )
    .returning({ invoiceId: ksefSubmissions.invoiceId });
  return rows.length;
}

export const acceptedNumberOf = async (ex: Executor, invoiceId: number) =>
  (
    await ex
      .select({ number: ksefSubmissions.ksefNumber })
      .from(ksefSubmissions)
      .where(
        and(eq(ksefSubmissions.invoiceId, invoiceId), sql`${ksefSubmissions.state} = 'ACCEPTED'`),
      )
  )[0]?.number ?? null;

/** Documents waiting for KSeF (queued, sending, sent), refused ones, and the oldest waiting one. */
export async function ksefBacklog(ex: Executor) {
  const waiting = inArray(ksefSubmissions.state, [...WAITING_STATES]);
  const [row] = await ex
    .select({
      waiting: sql<number>`count(*) FILTER (WHERE ${waiting})::int`,
      refused: sql<number>`count(*) FILTER (WHERE ${ksefSubmissions.state} = 'REFUSED')::int`,
      oldest: sql<string | null>`min(${ksefSubmissions.queuedAt}) FILTER (WHERE ${waiting})`,
    })
    .from(ksefSubmissions);
  return {
    waiting: row?.waiting ?? 0,
    refused: row?.refused ?? 0,
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
}

/** A document's KSeF number as a CSV cell ('' before KSeF accepted it): the invoices' export. */
export const ksefNumberCellSql = (invoiceId: SQL) =>
  csvTextSql(
    sql`(SELECT sent.ksef_number FROM ${ksefSubmissions} AS sent WHERE sent.invoice_id = ${invoiceId})`,
  );

/** Where a document stands in KSeF, in Polish ('' for one never queued): the invoices' export. */
export const ksefStateCellSql = (invoiceId: SQL) =>
  csvTextSql(
    sql`(SELECT ${labelSql(sql`sent.state`, ksefStateLabels)} FROM ${ksefSubmissions} AS sent WHERE sent.invoice_id = ${invoiceId})`,
  );
