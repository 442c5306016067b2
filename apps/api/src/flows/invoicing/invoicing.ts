// When an order gets its VAT invoice and its correcting invoices (the invoices module writes
// them, docs/invoices.md): the invoice when the order is paid and has invoice details; a
// correction when a refund of an invoiced order completes. Both run in the caller's
// transaction, under the order's row lock, with the history event, the e-mail and the
// document's place in the KSeF queue (ksef-sending.ts).
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import {
  createCorrection,
  createInvoice,
  invoicePdf,
  type CorrectedRefund,
  type InvoiceFile,
  type InvoiceRow,
  type InvoiceSeller,
  type KsefMark,
} from '../../modules/invoices/index.ts';
import { queueSubmission } from '../../modules/ksef/index.ts';
import { queueOrderEmail } from '../../modules/mail/index.ts';
import * as orders from '../../modules/orders/index.ts';
import { paidByBlik } from '../../modules/payments/index.ts';

/** A refund as the refunds module records it. */
export interface RefundToDocument extends CorrectedRefund {
  id: number;
  /** A second payment given back (DOUBLE_PAYMENT) corrects no sale: it gets no correction. */
  reason: string;
}

async function recordInvoice(tx: Tx, order: orders.OrderRow, invoice: InvoiceRow, now: Date) {
  // Queued for KSeF with it: the KSeF job sends it (ksef-sending.ts).
  await queueSubmission(tx, invoice.id, now);
  const correction = invoice.kind === 'CORRECTION';
  const what = correction ? 'Wystawiono fakturę korygującą' : 'Wystawiono fakturę';
  await orders.insertNote(tx, order, 'INVOICE', `${what} ${invoice.number}`, now);
  await queueOrderEmail(tx, {
    kind: 'INVOICE_ISSUED',
    orderId: order.id,
    to: order.customerEmail,
    now,
    data: { invoiceId: invoice.id },
  });
}

/**
 * Issues the VAT invoice of a just paid order (`order` as locked and updated by the payment)
 * when the shopper asked for one (invoice details). Answers the invoice, or null when none is
 * due or the order has one already.
 */
export async function issueInvoice(
  tx: Tx,
  order: orders.OrderRow,
  seller: InvoiceSeller,
  now: Date,
): Promise<InvoiceRow | null> {
  if (!order.invoiceDetails) return null;
  const items = await orders.findItems(tx, [order.id]);
  const invoice = await createInvoice(
    tx,
    {
      id: order.id,
      items: items.map((item) => ({
        id: item.id,
        name: item.productName,
        price: item.price,
        quantity: item.quantity,
      })),
      discount: order.discount,
      shippingCost: order.shippingCost,
      shippingMethod: order.shippingMethod,
      totalAmount: order.totalAmount,
      buyer: order.invoiceDetails,
      paidBy: (await paidByBlik(tx, order.id)) ? 'BLIK' : 'TRANSFER',
    },
    seller,
    now,
  );
  if (invoice) await recordInvoice(tx, order, invoice, now);
  return invoice;
}

/**
 * Issues the correcting invoice for a completed refund of `order` (locked by the caller):
 * negative lines for what the refund gives back, KOR/yyyy/mm/nnnn. Answers null when there is
 * nothing to correct: the order has no invoice, the refund gave back a second payment, or its
 * correction exists already. The refund's amount must be what its lines are worth after the
 * order's discount (@shop/shared/discount-split: discountedLines and unitsValue).
 */
export async function issueCorrection(
  tx: Tx,
  order: orders.OrderRow,
  refund: RefundToDocument,
  now: Date,
): Promise<InvoiceRow | null> {
  if (refund.reason === 'DOUBLE_PAYMENT') return null;
  const correction = await createCorrection(tx, order.id, refund, now);
  if (correction) await recordInvoice(tx, order, correction, now);
  return correction;
}

/** An invoice of the shopper's own order as PDF; anyone else's answers 404 like a missing one. */
export async function myInvoicePdf(
  db: Db,
  userId: number,
  orderId: number,
  invoiceId: number,
  ksef: (invoice: InvoiceRow) => Promise<KsefMark | null>,
): Promise<InvoiceFile> {
  const order = await orders.findOrder(db, orderId);
  if (!order || order.userId !== userId) throw notFound(orders.ORDER_NOT_FOUND);
  return invoicePdf(db, invoiceId, { orderId, ksef });
}
