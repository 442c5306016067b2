// Invoices: VAT invoices and correcting invoices, numbered without gaps in the caller's
// transaction (docs/invoices.md); the invoices of orders as the Order object lists them; the
// documents: PDF and KSeF FA(3) XML. This module knows nothing of order statuses:
// flows/invoicing/invoicing.ts decides when an invoice or a correction is issued.
export {
  EXEMPT_MONTHLY_LIMIT,
  EXEMPTION_WARN_SHARE,
  exemptionOf,
  type Exemption,
} from './exemption.ts';
import type { OrderInvoice, OrderInvoiceDetails } from '@shop/shared/orders';
import type { Db, Executor, Tx } from '../../db/client.ts';
import type { InvoiceParty } from '../../db/schema/invoices.ts';
import { notFound } from '../../http/errors.ts';
import {
  correctionDrafts,
  reductionDrafts,
  invoiceDrafts,
  priceLines,
  type BilledOrder,
  type CorrectedRefund,
} from './amounts.ts';
import { PAYMENT_METHODS, PRICE_REDUCTION_REASON, type PaidBy } from './invoice-text.ts';
import { ksefXml } from './ksef.ts';
import { warsawCalendarDate } from '@shop/shared/warsaw-time';
import { invoiceFileName, invoiceNumber, periodOf } from './numbering.ts';
import { renderInvoicePdf, type KsefMark } from './pdf.ts';
export type { KsefMark } from './pdf.ts';
import * as repo from './repository.ts';

export type { InvoiceRow } from './repository.ts';
export type { CorrectedRefund } from './amounts.ts';

/** The seller as the shop's configuration names its operator (config.operator). */
export interface InvoiceSeller {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  nip: string;
}

/** What an invoice copies from its order. */
export interface InvoicedOrder extends BilledOrder {
  id: number;
  /** What the shopper paid: the invoice must come to exactly this. */
  totalAmount: number;
  buyer: OrderInvoiceDetails;
  /** How it was paid: BLIK (FormaPlatnosci 7, mobilna) or a transfer (6, przelew). */
  paidBy: PaidBy;
}

const INVOICE_NOT_FOUND = 'Nie znaleziono faktury';

const sellerParty = (seller: InvoiceSeller): InvoiceParty => ({
  name: seller.name,
  street: seller.street,
  postalCode: seller.postalCode,
  city: seller.city,
  country: 'Polska',
  taxId: seller.nip,
});

const buyerParty = ({ name, street, postalCode, city, country, taxId }: OrderInvoiceDetails) => ({
  name,
  street,
  postalCode,
  city,
  country,
  taxId,
});

/**
 * Issues the order's VAT invoice, dated `now` (the payment): the next number of the month
 * is taken in `tx`, so it stays only if the transaction commits. Answers null when the order
 * has its invoice already; the caller holds the order's lock, so this cannot race.
 */
export async function createInvoice(
  tx: Tx,
  order: InvoicedOrder,
  seller: InvoiceSeller,
  now: Date,
): Promise<repo.InvoiceRow | null> {
  if (await repo.findOrderInvoice(tx, order.id)) return null;
  const priced = priceLines(invoiceDrafts(order));
  if (priced.gross !== order.totalAmount) {
    throw new Error(
      `order ${order.id}: invoice lines come to ${priced.gross}, the order to ${order.totalAmount}`,
    );
  }
  const period = periodOf(now);
  // Last: the counter row stays locked until the transaction ends.
  const seq = await repo.nextSeq(tx, 'INVOICE', period);
  return repo.insertInvoice(tx, {
    number: invoiceNumber('INVOICE', period, seq),
    kind: 'INVOICE',
    orderId: order.id,
    period,
    seq,
    issuedAt: now,
    saleDate: warsawCalendarDate(now),
    seller: sellerParty(seller),
    buyer: buyerParty(order.buyer),
    ...priced,
    paymentMethod: PAYMENT_METHODS[order.paidBy],
  });
}

/**
 * Issues the correcting invoice for a refund of an invoiced order: negative lines for what the
 * refund gives back (see correctionDrafts), numbered KOR/yyyy/mm/nnnn by `now`. Answers null
 * when the order has no invoice, the refund has its correction already, or it gives nothing
 * back.
 */
export async function createCorrection(
  tx: Tx,
  orderId: number,
  refund: CorrectedRefund & { id: number },
  now: Date,
): Promise<repo.InvoiceRow | null> {
  const invoice = await repo.findOrderInvoice(tx, orderId);
  if (!invoice || (await repo.findCorrectionOfRefund(tx, refund.id))) return null;
  const earlier = (await repo.findCorrections(tx, invoice)).flatMap((c) => c.lines);
  const reduction = refund.reducedItemId ?? null;
  const drafts =
    reduction === null
      ? correctionDrafts(invoice.lines, earlier, refund)
      : reductionDrafts(invoice.lines, earlier, reduction, refund.amount);
  if (drafts.length === 0) return null;
  const period = periodOf(now);
  const seq = await repo.nextSeq(tx, 'CORRECTION', period);
  return repo.insertInvoice(tx, {
    number: invoiceNumber('CORRECTION', period, seq),
    kind: 'CORRECTION',
    orderId,
    correctsId: invoice.id,
    refundId: refund.id,
    correctionReason: reduction === null ? null : PRICE_REDUCTION_REASON,
    period,
    seq,
    issuedAt: now,
    saleDate: invoice.saleDate,
    seller: invoice.seller,
    buyer: invoice.buyer,
    ...priceLines(drafts),
    paymentMethod: invoice.paymentMethod,
  });
}

/** The invoices of each order (for Order.invoices), oldest first. */
export async function invoicesOfOrders(
  ex: Executor,
  orderIds: number[],
): Promise<Map<number, Omit<OrderInvoice, 'ksef'>[]>> {
  const byOrder = new Map<number, Omit<OrderInvoice, 'ksef'>[]>();
  for (const row of await repo.findInvoicesOfOrders(ex, orderIds)) {
    const invoice = {
      id: row.id,
      number: row.number,
      kind: row.kind,
      issuedAt: row.issuedAt.toISOString(),
      gross: row.gross,
    };
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), invoice]);
  }
  return byOrder;
}

/** Documents by id: number, order, kind, issue time and gross (the staff KSeF list). */
export const invoiceHeads = (ex: Executor, ids: number[]) => repo.findInvoiceHeads(ex, ids);

/** A document as the KSeF job sends it: its FA(3) XML once the corrected invoice's number is known. */
export interface KsefDocument {
  id: number;
  correctsId: number | null;
  issuedAt: Date;
  xml: (correctedKsefNumber: string | null) => string;
}

/** The documents `ids` for KSeF, by id. */
export async function documentsForKsef(db: Db, ids: number[]): Promise<Map<number, KsefDocument>> {
  const documents = new Map<number, KsefDocument>();
  for (const id of ids) {
    const { invoice, corrected } = await documentOf(db, id);
    documents.set(id, {
      id,
      correctsId: invoice.correctsId,
      issuedAt: invoice.issuedAt,
      xml: (correctedKsefNumber) => ksefXml(invoice, corrected, correctedKsefNumber),
    });
  }
  return documents;
}

/** The invoice and, for a correction, the invoice it corrects; 404 when unknown (or not `orderId`'s). */
async function documentOf(db: Db, invoiceId: number, orderId?: number) {
  const invoice = await repo.findInvoice(db, invoiceId);
  if (!invoice || (orderId !== undefined && invoice.orderId !== orderId)) {
    throw notFound(INVOICE_NOT_FOUND);
  }
  const corrected = invoice.correctsId ? await repo.findInvoice(db, invoice.correctsId) : null;
  return { invoice, corrected: corrected ?? null };
}

export interface InvoiceFile {
  number: string;
  /** FV-2026-11-0001.pdf */
  filename: string;
  bytes: Buffer;
}

/**
 * The invoice as a PDF (also the INVOICE_ISSUED e-mail's attachment). With `orderId`, only an
 * invoice of that order is found: others answer 404 like a missing one.
 */
export async function invoicePdf(
  db: Db,
  invoiceId: number,
  options: { orderId?: number; ksef?: (invoice: repo.InvoiceRow) => Promise<KsefMark | null> } = {},
): Promise<InvoiceFile> {
  const { invoice, corrected } = await documentOf(db, invoiceId, options.orderId);
  return {
    number: invoice.number,
    filename: invoiceFileName(invoice.number, 'pdf'),
    bytes: await renderInvoicePdf(invoice, corrected, (await options.ksef?.(invoice)) ?? null),
  };
}

/** The invoice as KSeF FA(3) XML; 409 when its data cannot be put in the schema. */
export async function invoiceKsefXml(db: Db, invoiceId: number): Promise<InvoiceFile> {
  const { invoice, corrected } = await documentOf(db, invoiceId);
  return {
    number: invoice.number,
    filename: invoiceFileName(invoice.number, 'xml'),
    bytes: Buffer.from(ksefXml(invoice, corrected), 'utf8'),
  };
}
