// Order rows -> the Order objects shoppers read and the AdminOrder objects staff read, with
// lines (and history) loaded in one query per page.
import type { AdminOrder, Order, OrderEvent, OrderInvoice } from '@shop/shared/orders';
import type { Executor } from '../../db/client.ts';
import { invoicesOfOrders } from '../../modules/invoices/index.ts';
import { submissionsOf, toInvoiceKsef } from '../../modules/ksef/index.ts';
import { orderRefundsOf } from '../../modules/refunds/index.ts';
import { collectionsOfReturns, orderShipmentsOf } from '../../modules/shipments/index.ts';
import {
  orderReturnsOf,
  withdrawalUntil,
  type ReturnableOrder,
} from '../../modules/returns/index.ts';
import * as orders from '../../modules/orders/index.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toOrder(row: orders.OrderRow, items: orders.OrderItemRow[]): Order {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    totalAmount: row.totalAmount,
    shippingCost: row.shippingCost,
    subtotal: row.subtotal,
    discount: row.discount,
    items: items.map((item) => ({
      id: item.id,
      product: { id: item.productId, name: item.productName, images: item.productImages },
      price: item.price,
      quantity: item.quantity,
    })),
    shippingMethod: row.shippingMethod,
    parcelLockerId: row.parcelLockerId,
    shippingAddress: row.shippingAddress,
    invoiceDetails: row.invoiceDetails,
    professionalPurchase: row.professionalPurchase,
    couponId: row.couponId,
    // Only a PENDING order can still be paid; afterwards the link is of no use to anyone.
    paymentUrl: row.status === 'PENDING' ? row.paymentUrl : null,
    expiresAt: row.expiresAt.toISOString(),
    paidAt: iso(row.paidAt),
    receiptId: row.receiptId,
    refundRequired: row.refundRequired,
    // Filled in by the shipments, refunds, invoices and returns modules (see ordersOf).
    shipment: null,
    refunds: [],
    invoices: [],
    returns: [],
    withdrawalUntil: null,
    deviations:
      row.deviations && row.deviationsStatement
        ? {
            pieces: row.deviations,
            statement: row.deviationsStatement,
            acceptedAt: iso(row.deviationsAcceptedAt),
          }
        : null,
    termsVersion: row.termsVersion,
  };
}

/**
 * What the return rules (docs/returns.md) read of an order: its status, when it was delivered,
 * whether the buyer declared the purchase professional (a NIP alone does not: art. 7aa).
 */
export function returnableOf(row: orders.OrderRow, deliveredAt: Date | null): ReturnableOrder {
  return {
    status: row.status,
    // An order delivered before its history recorded it counts from its last change.
    deliveredAt: row.status === 'DELIVERED' ? (deliveredAt ?? row.updatedAt) : deliveredAt,
    professionalPurchase: row.professionalPurchase,
    informed: row.termsVersion !== null,
  };
}

/** The returns of these orders and the end of each one's withdrawal window. */
async function returnsPartOf(ex: Executor, rows: orders.OrderRow[]) {
  const ids = rows.map((r) => r.id);
  const delivered = await orders.deliveredAtOf(ex, ids);
  const returns = await orderReturnsOf(ex, ids);
  const collections = await collectionsOfReturns(
    ex,
    [...returns.values()].flat().map((item) => item.id),
  );
  return (row: orders.OrderRow) => ({
    returns: (returns.get(row.id) ?? []).map((item) => ({
      ...item,
      collection: collections.get(item.id) ?? null,
    })),
    withdrawalUntil:
      withdrawalUntil(returnableOf(row, delivered.get(row.id) ?? null))?.toISOString() ?? null,
  });
}

function toEvent(row: orders.OrderEventRow): OrderEvent {
  return {
    at: row.createdAt.toISOString(),
    kind: row.kind,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    note: row.note,
  };
}

const groupBy = <T extends { orderId: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
  return map;
};

/** The orders' invoices, each with where it stands in KSeF. */
async function invoicesWithKsef(ex: Executor, ids: number[]): Promise<Map<number, OrderInvoice[]>> {
  const invoices = await invoicesOfOrders(ex, ids);
  const submissions = new Map(
    (
      await submissionsOf(
        ex,
        [...invoices.values()].flat().map((invoice) => invoice.id),
      )
    ).map((submission) => [submission.invoiceId, submission]),
  );
  const withKsef = new Map<number, OrderInvoice[]>();
  for (const [orderId, list] of invoices) {
    withKsef.set(
      orderId,
      list.map((invoice) => {
        const submission = submissions.get(invoice.id);
        return {
          ...invoice,
          ksef: submission ? toInvoiceKsef(submission) : null,
        };
      }),
    );
  }
  return withKsef;
}

export async function ordersOf(ex: Executor, rows: orders.OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const items = groupBy(await orders.findItems(ex, ids));
  const shipments = await orderShipmentsOf(ex, ids);
  const invoices = await invoicesWithKsef(ex, ids);
  const refunds = await orderRefundsOf(ex, ids);
  const returnsOf = await returnsPartOf(ex, rows);
  return rows.map((row) => ({
    ...toOrder(row, items.get(row.id) ?? []),
    shipment: shipments.get(row.id) ?? null,
    invoices: invoices.get(row.id) ?? [],
    refunds: refunds.get(row.id) ?? [],
    ...returnsOf(row),
  }));
}

export async function adminOrdersOf(ex: Executor, rows: orders.OrderRow[]): Promise<AdminOrder[]> {
  const ids = rows.map((r) => r.id);
  // One after the other: `ex` may be a transaction, which runs one query at a time.
  const items = await orders.findItems(ex, ids);
  const events = await orders.findEvents(ex, ids);
  const shipments = await orderShipmentsOf(ex, ids);
  const invoices = await invoicesWithKsef(ex, ids);
  const refunds = await orderRefundsOf(ex, ids);
  const returnsOf = await returnsPartOf(ex, rows);
  const itemsOf = groupBy(items);
  const eventsOf = groupBy(events);
  return rows.map((row) => ({
    ...toOrder(row, itemsOf.get(row.id) ?? []),
    shipment: shipments.get(row.id) ?? null,
    invoices: invoices.get(row.id) ?? [],
    refunds: refunds.get(row.id) ?? [],
    ...returnsOf(row),
    userId: row.userId,
    customerEmail: row.customerEmail,
    history: (eventsOf.get(row.id) ?? []).map(toEvent),
  }));
}
