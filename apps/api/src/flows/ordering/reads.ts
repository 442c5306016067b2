// The shopper's and staff's order lists and single orders, the order an e-mail shows and the
// shopper's data export: rows of the orders module as the order view puts them together.
import type { AdminOrder, AdminOrderListQuery, Order, OrderListQuery } from '@shop/shared/orders';
import type { Page } from '@shop/shared/http';
import { DB_INT_MAX } from '@shop/shared/http';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import * as orders from '../../modules/orders/index.ts';
import { adminOrdersOf, ordersOf } from '../order-view/view.ts';

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
  const { rows, total } = await orders.findOrders(
    db,
    { userId, status: query.status },
    pageOf(query),
  );
  return { items: await ordersOf(db, rows), totalCount: total };
}

/** The shopper's own order; another shopper's is answered exactly like a missing one. */
export async function getMyOrder(db: Db, userId: number, id: number): Promise<Order> {
  const row = await orders.findOrder(db, id);
  if (!row || row.userId !== userId) throw notFound(orders.ORDER_NOT_FOUND);
  const [order] = await ordersOf(db, [row]);
  return order!;
}

export async function listAllOrders(db: Db, query: AdminOrderListQuery): Promise<Page<AdminOrder>> {
  const { rows, total } = await orders.findOrders(
    db,
    { status: query.status, refundRequired: query.refundRequired, search: query.q },
    pageOf(query),
  );
  return { items: await adminOrdersOf(db, rows), totalCount: total };
}

export async function getAdminOrder(db: Db, id: number): Promise<AdminOrder> {
  const row = await orders.findOrder(db, id);
  if (!row) throw notFound(orders.ORDER_NOT_FOUND);
  const [order] = await adminOrdersOf(db, [row]);
  return order!;
}

/** The order as the confirmation e-mail shows it, with the address it goes to. */
export async function orderForMail(db: Db, id: number): Promise<{ order: Order; email: string }> {
  const row = await orders.findOrder(db, id);
  if (!row) throw notFound(orders.ORDER_NOT_FOUND);
  const [order] = await ordersOf(db, [row]);
  return { order: order!, email: row.customerEmail };
}

/** Every order of the shopper, newest first, for their data export (docs/privacy.md). */
export async function exportOrdersOf(ex: Executor, userId: number): Promise<Order[]> {
  const page = { sort: 'date' as const, limit: DB_INT_MAX, offset: 0 };
  const { rows } = await orders.findOrders(ex, { userId }, page);
  return ordersOf(ex, rows);
}
