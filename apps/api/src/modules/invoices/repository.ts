// SQL for invoices and their numbering counters. The functions that issue take the caller's
// transaction: the number, the invoice and the order's change commit or roll back together.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { invoiceNumbers, invoices, type InvoiceKind } from '../../db/schema/invoices.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/**
 * The next number of a kind in a period. The upsert locks the counter row until the
 * transaction ends: concurrent issuers wait for each other, and a rollback takes its number
 * back with it, so numbers have no gaps and no repeats.
 */
export async function nextSeq(tx: Tx, kind: InvoiceKind, period: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceNumbers)
    .values({ kind, period, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumbers.kind, invoiceNumbers.period],
      set: { last: sql`${invoiceNumbers.last} + 1` },
    })
    .returning({ last: invoiceNumbers.last });
  return row!.last;
}

export async function insertInvoice(tx: Tx, row: NewInvoiceRow): Promise<InvoiceRow> {
  const [saved] = await tx.insert(invoices).values(row).returning();
  return saved!;
}

export async function findInvoice(ex: Executor, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await ex.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** The order's VAT invoice (not its corrections). */
export async function findOrderInvoice(
  ex: Executor,
  orderId: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await ex
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'INVOICE')));
  return row;
}

/** The corrections of an invoice, oldest first (found through its order's index). */
export async function findCorrections(ex: Executor, invoice: InvoiceRow): Promise<InvoiceRow[]> {
  return ex
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, invoice.orderId), eq(invoices.correctsId, invoice.id)))
    .orderBy(asc(invoices.id));
}

export async function findCorrectionOfRefund(
  ex: Executor,
  refundId: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await ex.select().from(invoices).where(eq(invoices.refundId, refundId));
  return row;
}

/** The invoices of some orders, in the order they were issued. */
const headColumns = {
  id: invoices.id,
  orderId: invoices.orderId,
  number: invoices.number,
  kind: invoices.kind,
  issuedAt: invoices.issuedAt,
  gross: invoices.gross,
};

export async function findInvoicesOfOrders(ex: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return ex
    .select(headColumns)
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds))
    .orderBy(asc(invoices.id));
}

/** The documents `ids`: number, order, kind, date and gross. */
export async function findInvoiceHeads(ex: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return ex
    .select(headColumns)
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .orderBy(asc(invoices.id));
}
