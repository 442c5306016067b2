// Orders: checkout, the shopper's and staff's order lists, staff changes, payments and expiry.
// Other modules call these (payments: findOrderBySession, savePaymentToken, applyPayment,
// orderForMail, applyRefundNotification, dispatchRefund; receipts: attachReceipt; jobs:
// expireOrders, trackShipments, dispatchDueRefunds, returnForMail).
import type { AdminOrder, AdminOrderListQuery, Order, OrderListQuery } from '@shop/shared/orders';
import type { Page } from '@shop/shared/http';
import type { ChangeFeed } from '../../catalogue/changes.ts';
import { DB_INT_MAX } from '@shop/shared/http';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { orderBatches as batchesOf } from './order-batches.ts';
import * as repo from './repository.ts';
import { ORDER_NOT_FOUND } from './staff.ts';
import { adminOrdersOf, ordersOf } from './view.ts';

export { createOrder, type CreateOrderDeps } from './create-order.ts';
export { changeOrderStatus, attachReceipt } from './staff.ts';
export {
  applyPayment,
  findOrderBySession,
  savePaymentToken,
  type PaymentResult,
} from './payment.ts';
export { expireOrders } from './expiry.ts';
export { trackShipments } from './shipping.ts';
export {
  applyRefundNotification,
  dispatchDueRefunds,
  dispatchRefund,
  refundOrder,
  type RefundDeps,
} from './refunding.ts';
export { returnForMail } from './returning.ts';

/** The checkout's batches of one app (see order-batches.ts). */
export const orderBatches = (db: Db, changes: ChangeFeed, maxUnpaidOrders: number) =>
  batchesOf((batch, syncToken) => repo.placeOrders(db, batch, maxUnpaidOrders, syncToken), changes);

const pageOf = (query: OrderListQuery) => ({
  sort: query.sort,
  limit: query.count,
  offset: query.page * query.count,
});

export async function listMyOrders(
  db: Db,
  userId: number,
  query: OrderListQuery,
): Promise<Page<Order>> {
  const { rows, total } = await repo.findOrders(
    db,
    { userId, status: query.status },
    pageOf(query),
  );
  return { items: await ordersOf(db, rows), totalCount: total };
}

/** The shopper's own order; another shopper's is answered exactly like a missing one. */
export async function getMyOrder(db: Db, userId: number, id: number): Promise<Order> {
  const row = await repo.findOrder(db, id);
  if (!row || row.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  const [order] = await ordersOf(db, [row]);
  return order!;
}

export async function listAllOrders(db: Db, query: AdminOrderListQuery): Promise<Page<AdminOrder>> {
  const { rows, total } = await repo.findOrders(
    db,
    { status: query.status, refundRequired: query.refundRequired, search: query.q },
    pageOf(query),
  );
  return { items: await adminOrdersOf(db, rows), totalCount: total };
}

export async function getAdminOrder(db: Db, id: number): Promise<AdminOrder> {
  const row = await repo.findOrder(db, id);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [order] = await adminOrdersOf(db, [row]);
  return order!;
}

/** The order as the confirmation e-mail shows it, with the address it goes to. */
export async function orderForMail(db: Db, id: number): Promise<{ order: Order; email: string }> {
  const row = await repo.findOrder(db, id);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [order] = await ordersOf(db, [row]);
  return { order: order!, email: row.customerEmail };
}

/** Every order of the shopper, newest first, for their data export (docs/privacy.md). */
export async function exportOrdersOf(ex: Executor, userId: number): Promise<Order[]> {
  const page = { sort: 'date' as const, limit: DB_INT_MAX, offset: 0 };
  const { rows } = await repo.findOrders(ex, { userId }, page);
  return ordersOf(ex, rows);
}

/**
 * Account deletion: the orders stay for staff and the accounts, with the anonymised e-mail in
 * place of the shopper's; their address and invoice copies are kept (docs/privacy.md).
 */
export async function anonymiseOrdersOf(ex: Executor, userId: number, email: string) {
  await repo.setCustomerEmailOf(ex, userId, email);
}
