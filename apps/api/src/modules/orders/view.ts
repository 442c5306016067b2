// Order rows -> the Order objects shoppers read and the AdminOrder objects staff read, with
// lines (and history) loaded in one query per page.
import type { AdminOrder, Order, OrderEvent } from '@shop/shared/orders';
import type { Executor } from '../../db/client.ts';
import { invoicesOfOrders } from '../invoices/service.ts';
import { orderRefundsOf } from '../refunds/service.ts';
import { orderShipmentsOf } from '../shipments/service.ts';
import * as repo from './repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toOrder(row: repo.OrderRow, items: repo.OrderItemRow[]): Order {
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
    couponId: row.couponId,
    // Only a PENDING order can still be paid; afterwards the link is of no use to anyone.
    paymentUrl: row.status === 'PENDING' ? row.paymentUrl : null,
    expiresAt: row.expiresAt.toISOString(),
    paidAt: iso(row.paidAt),
    receiptId: row.receiptId,
    refundRequired: row.refundRequired,
    // Filled in by the shipments, refunds and invoices modules (see ordersOf).
    shipment: null,
    refunds: [],
    invoices: [],
  };
}

function toEvent(row: repo.OrderEventRow): OrderEvent {
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

export async function ordersOf(ex: Executor, rows: repo.OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const items = groupBy(await repo.findItems(ex, ids));
  const shipments = await orderShipmentsOf(ex, ids);
  const invoices = await invoicesOfOrders(ex, ids);
  const refunds = await orderRefundsOf(ex, ids);
  return rows.map((row) => ({
    ...toOrder(row, items.get(row.id) ?? []),
    shipment: shipments.get(row.id) ?? null,
    invoices: invoices.get(row.id) ?? [],
    refunds: refunds.get(row.id) ?? [],
  }));
}

export async function adminOrdersOf(ex: Executor, rows: repo.OrderRow[]): Promise<AdminOrder[]> {
  const ids = rows.map((r) => r.id);
  // One after the other: `ex` may be a transaction, which runs one query at a time.
  const items = await repo.findItems(ex, ids);
  const events = await repo.findEvents(ex, ids);
  const shipments = await orderShipmentsOf(ex, ids);
  const invoices = await invoicesOfOrders(ex, ids);
  const refunds = await orderRefundsOf(ex, ids);
  const itemsOf = groupBy(items);
  const eventsOf = groupBy(events);
  return rows.map((row) => ({
    ...toOrder(row, itemsOf.get(row.id) ?? []),
    shipment: shipments.get(row.id) ?? null,
    invoices: invoices.get(row.id) ?? [],
    refunds: refunds.get(row.id) ?? [],
    userId: row.userId,
    customerEmail: row.customerEmail,
    history: (eventsOf.get(row.id) ?? []).map(toEvent),
  }));
}
