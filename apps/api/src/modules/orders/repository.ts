// SQL for orders, their lines and events. Functions that change an order take the transaction
// in which the caller holds the order's row lock (lockOrder / lockExpiredOrders).
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  gt,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { DB_INT_MAX } from '@shop/shared/http';
import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/enums';
import type { OrderEventKind } from '@shop/shared/orders';
import type { Executor } from '../../db/client.ts';
import { byColumnName } from '../../db/row-json.ts';
import { orderEvents, orderItems, orders } from '../../db/schema/orders.ts';
import { containing } from '../../db/like.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEventRow = typeof orderEvents.$inferInsert;

export interface OrderFilter {
  userId?: number;
  status?: OrderStatus;
  refundRequired?: boolean;
  /** An order number ("123", "#123") or a part of the buyer's e-mail, any case. */
  search?: string;
}

/**
 * "#123" is an order number and finds only that order. Bare digits ("123") find that order and
 * the buyers whose e-mail contains them (e-mails are often full of digits); any other text
 * finds e-mails containing it, in any case.
 */
function searchOf(search: string | undefined): SQL | undefined {
  if (search === undefined) return undefined;
  const inEmail = ilike(orders.customerEmail, containing(search));
  const number = /^(#?)\s*(\d+)$/.exec(search);
  if (!number) return inEmail;
  const id = Number(number[2]);
  const byNumber = id >= 1 && id <= DB_INT_MAX ? eq(orders.id, id) : sql`false`;
  return number[1] === '#' ? byNumber : or(byNumber, inEmail);
}

export interface OrderPage {
  sort: 'date' | 'status';
  limit: number;
  offset: number;
}

function whereOf(filter: OrderFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    filter.refundRequired === undefined
      ? undefined
      : eq(orders.refundRequired, filter.refundRequired),
    searchOf(filter.search),
  );
}

const statusRank = sql`array_position(ARRAY[${sql.join(
  ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${orders.status})`;

export async function findOrders(ex: Executor, filter: OrderFilter, page: OrderPage) {
  const where = whereOf(filter);
  const order =
    page.sort === 'status'
      ? [asc(statusRank), desc(orders.createdAt), desc(orders.id)]
      : [desc(orders.createdAt), desc(orders.id)];
  const [rows, [total]] = await Promise.all([
    ex
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    ex.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findOrder(ex: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await ex.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOrderBySession(
  ex: Executor,
  sessionId: string,
): Promise<OrderRow | undefined> {
  const [row] = await ex.select().from(orders).where(eq(orders.paymentSessionId, sessionId));
  return row;
}

/** Takes the order's row lock for the rest of the transaction. */
export async function lockOrder(ex: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await ex.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/**
 * Locks up to `limit` PENDING orders whose reservation ended. SKIP LOCKED lets several
 * replicas run the job at once: each takes different orders, none waits for another, and an
 * order a payment is being applied to right now is left for the next round.
 */
export async function lockExpiredOrders(
  ex: Executor,
  now: Date,
  limit: number,
): Promise<OrderRow[]> {
  return ex
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'PENDING'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Marks the PENDING orders due a reminder to pay as reminded and answers them; an order is
 * answered once, whichever replica asks. An order is due `leadMs` before its reservation ends,
 * but never in the reservation's first half (a short reservation is reminded at its middle).
 */
export async function markPaymentReminders(
  ex: Executor,
  now: Date,
  leadMs: number,
  limit: number,
): Promise<Pick<OrderRow, 'id' | 'customerEmail'>[]> {
  const due = ex
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PENDING'),
        isNull(orders.paymentRemindedAt),
        gt(orders.expiresAt, now),
        lte(
          sql`greatest(${orders.createdAt} + (${orders.expiresAt} - ${orders.createdAt}) / 2, ${orders.expiresAt} - ${leadMs} * interval '1 millisecond')`,
          now,
        ),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return ex
    .update(orders)
    .set({ paymentRemindedAt: now })
    .where(inArray(orders.id, due))
    .returning({ id: orders.id, customerEmail: orders.customerEmail });
}

/** A new order as place_orders (migration 0009) takes it: its row, lines and first event. */
export interface PlacedOrder {
  /** The copies of the address and invoice details are made by place_orders from their ids. */
  order: Omit<NewOrderRow, 'shippingAddress' | 'invoiceDetails'>;
  items: Omit<NewOrderItemRow, 'orderId'>[];
  /** The first entry of the order's history. */
  note: string;
}

/** What place_orders answered for one order: its id, or which guard refused it and why. */
export type PlaceOrderResult =
  | { placed: number; refusal: null; detail: null }
  | { placed: null; refusal: string; detail: string | null };

/**
 * Writes a batch of orders in one round trip and one transaction, each order whole or not at
 * all: unpaid-order limit, the order, its lines and first event, the bought lines out of the
 * cart, the stock holds and the coupon's use (see the migration for the refusals). Answers one
 * result per order, in order; the transaction sends `syncToken` as its catalogue sync marker.
 */
export async function placeOrders(
  ex: Executor,
  batch: readonly PlacedOrder[],
  maxUnpaidOrders: number,
  syncToken: string,
): Promise<PlaceOrderResult[]> {
  const entries = batch.map(({ order, items, note }) => ({
    order: byColumnName(orders, order),
    items: items.map((item) => byColumnName(orderItems, item)),
    note,
  }));
  const { rows } = (await ex.execute(
    sql`SELECT placed, refusal, detail
          FROM place_orders(${JSON.stringify(entries)}::jsonb, ${maxUnpaidOrders}::integer, ${syncToken})`,
  )) as unknown as { rows: PlaceOrderResult[] };
  return rows;
}

export async function updateOrder(
  ex: Executor,
  id: number,
  fields: Partial<NewOrderRow>,
): Promise<OrderRow> {
  const [row] = await ex.update(orders).set(fields).where(eq(orders.id, id)).returning();
  return row!;
}

export async function findItems(ex: Executor, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return ex
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** The earliest reservation end among the PENDING orders holding each product. */
export async function earliestHoldEnds(
  ex: Executor,
  productIds: number[],
): Promise<Map<number, Date>> {
  if (productIds.length === 0) return new Map();
  const rows = await ex
    .select({ productId: orderItems.productId, until: sql<Date>`min(${orders.expiresAt})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.productId, productIds), eq(orders.status, 'PENDING')))
    .groupBy(orderItems.productId);
  return new Map(rows.map((row) => [row.productId, new Date(row.until)]));
}

export async function insertEvent(ex: Executor, row: NewOrderEventRow) {
  await ex.insert(orderEvents).values(row);
}

/**
 * A history entry that leaves the order's status as it is (a refund, a return, a parcel, an
 * invoice, a receipt): what happened and who did it (null: the shop itself).
 */
export function insertNote(
  ex: Executor,
  order: Pick<OrderRow, 'id' | 'status'>,
  kind: OrderEventKind,
  note: string,
  now: Date,
  actor: { id: number; email: string } | null = null,
) {
  return insertEvent(ex, {
    orderId: order.id,
    kind,
    fromStatus: order.status,
    toStatus: order.status,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    note,
    createdAt: now,
  });
}

export async function findEvents(ex: Executor, orderIds: number[]): Promise<OrderEventRow[]> {
  if (orderIds.length === 0) return [];
  return ex
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.id));
}

/** When each of these orders became DELIVERED (the latest such change of its history). */
export async function deliveredAtOf(ex: Executor, orderIds: number[]): Promise<Map<number, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await ex
    .select({ orderId: orderEvents.orderId, at: sql<Date>`max(${orderEvents.createdAt})` })
    .from(orderEvents)
    .where(
      and(
        inArray(orderEvents.orderId, orderIds),
        eq(orderEvents.kind, 'STATUS'),
        eq(orderEvents.toStatus, 'DELIVERED'),
      ),
    )
    .groupBy(orderEvents.orderId);
  return new Map(rows.map((row) => [row.orderId, new Date(row.at)]));
}

export async function findOrdersByIds(ex: Executor, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return ex.select().from(orders).where(inArray(orders.id, ids));
}

export async function receiptTaken(ex: Executor, receiptId: string): Promise<boolean> {
  const rows = await ex
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.receiptId, receiptId))
    .limit(1);
  return rows.length > 0;
}

/** Account deletion: the user's orders keep everything but the e-mail (docs/privacy.md). */
export async function setCustomerEmailOf(ex: Executor, userId: number, email: string) {
  await ex.update(orders).set({ customerEmail: email }).where(eq(orders.userId, userId));
}

/**
 * The shoppers who ordered any of `productIds` since `since`, each with their first such order's
 * time (the lobby's admission rounds: who is done shopping, and how long buying took).
 */
export async function buyersSince(
  executor: Executor,
  productIds: readonly number[],
  since: Date,
): Promise<{ userId: number; orderedAt: Date }[]> {
  if (productIds.length === 0) return [];
  const rows = await executor
    .select({
      userId: orders.userId,
      orderedAt: sql`min(${orders.createdAt})`.mapWith(orders.createdAt),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        inArray(orderItems.productId, [...productIds]),
        sql`${orders.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(orders.userId);
  return rows;
}

/** The parcel locker of the shopper's newest order sent to one, if any. */
export async function lastParcelLockerOf(ex: Executor, userId: number): Promise<string | null> {
  const [row] = await ex
    .select({ id: orders.parcelLockerId })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.parcelLockerId)))
    .orderBy(desc(orders.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * What waits on staff (the staff desk): unpaid orders and the oldest one's time, paid orders
 * not yet shipped and the longest-waiting one's payment time, orders whose refund is still due.
 */
export async function ordersWaiting(ex: Executor) {
  const [row] = await ex
    .select({
      unpaid: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'PENDING')::int`,
      oldestUnpaid: sql<
        string | null
      >`min(${orders.createdAt}) FILTER (WHERE ${orders.status} = 'PENDING')`,
      toShip: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'PAID')::int`,
      oldestToShip: sql<
        string | null
      >`min(${orders.paidAt}) FILTER (WHERE ${orders.status} = 'PAID')`,
    })
    .from(orders)
    .where(inArray(orders.status, ['PENDING', 'PAID']));
  const [refunds] = await ex
    .select({ due: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.refundRequired, true));
  const at = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
  return {
    unpaid: row?.unpaid ?? 0,
    oldestUnpaidAt: at(row?.oldestUnpaid),
    toShip: row?.toShip ?? 0,
    oldestToShipPaidAt: at(row?.oldestToShip),
    refundsDue: refunds?.due ?? 0,
  };
}

/** The orders that bought `productId` and were paid (PAID, SHIPPED or DELIVERED), oldest first. */
export async function paidOrdersWithProduct(ex: Executor, productId: number): Promise<OrderRow[]> {
  return ex
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['PAID', 'SHIPPED', 'DELIVERED']),
        sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id}
                      AND ${orderItems.productId} = ${productId})`,
      ),
    )
    .orderBy(asc(orders.id));
}
