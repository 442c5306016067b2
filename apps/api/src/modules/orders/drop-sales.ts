// A drop's sales from its orders, in SQL (docs/drop-results.md): the orders' own lines for the
// products a fragment of the products module names, so every figure is what the orders hold.
// Sold = a line of an order that is paid and not cancelled (PAID, SHIPPED, DELIVERED), less the
// units its refunds gave back and the money of its price reductions (a fragment of the refunds
// module); its step is the schedule level when the order was placed (its price was fixed then).
import { sql, type SQL } from 'drizzle-orm';
import { LEVEL_MS, FINAL_LEVEL } from '@shop/shared/price-schedule';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';

const SOLD = sql`('PAID', 'SHIPPED', 'DELIVERED')`;

/**
 * The lines of orders for the products `productsSql` selects (id, purchase_price, price_type),
 * with what `refundedSql` (rows order_item_id, units, reduced) took off each: `kept` units and
 * the line's `value` (kept × price less price reductions), what a sale really brought.
 */
const linesSql = (productsSql: SQL, refundedSql: SQL) => sql`
  WITH p AS (${productsSql}),
  r AS (${refundedSql}),
  lines AS (
    SELECT o.id AS order_id, o.user_id, o.status, o.created_at, o.paid_at, i.quantity, i.price,
           greatest(0, i.quantity - coalesce(r.units, 0)) AS kept,
           greatest(0, greatest(0, i.quantity - coalesce(r.units, 0)) * i.price
                       - coalesce(r.reduced, 0)) AS value,
           p.purchase_price, p.price_type, o.status IN ${SOLD} AS sold
      FROM ${orderItems} i
      JOIN ${orders} o ON o.id = i.order_id
      JOIN p ON p.id = i.product_id
      LEFT JOIN r ON r.order_item_id = i.id
  )`;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
/** The rows of a statement (both drivers answer `{ rows }`). */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export interface DropSalesSummary {
  orders: number;
  paidOrders: number;
  cancelledOrders: number;
  /** Cancelled after they were paid (the money went back). */
  cancelledPaidOrders: number;
  /** Pieces sold and kept (refunded ones left out). */
  soldPieces: number;
  /** Gross value of the sold lines after refunds, in grosze (before order-level coupons). */
  revenue: number;
  /** Purchase price of the pieces sold and kept, in grosze. */
  cost: number;
  firstOrderAt: Date | null;
  lastSaleAt: Date | null;
}

export async function dropSalesSummary(
  executor: Executor,
  productsSql: SQL,
  refundedSql: SQL,
): Promise<DropSalesSummary> {
  const result = await executor.execute(sql`${linesSql(productsSql, refundedSql)}
    SELECT count(DISTINCT order_id) AS orders,
           count(DISTINCT order_id) FILTER (WHERE sold) AS paid_orders,
           count(DISTINCT order_id) FILTER (WHERE status = 'CANCELLED') AS cancelled_orders,
           count(DISTINCT order_id) FILTER (WHERE status = 'CANCELLED' AND paid_at IS NOT NULL)
             AS cancelled_paid_orders,
           coalesce(sum(kept) FILTER (WHERE sold), 0) AS sold_pieces,
           coalesce(sum(value) FILTER (WHERE sold), 0) AS revenue,
           coalesce(sum(kept * purchase_price) FILTER (WHERE sold), 0) AS cost,
           min(created_at) AS first_order_at,
           max(paid_at) FILTER (WHERE sold) AS last_sale_at
      FROM lines`);
  const [row] = rowsOf(result);
  const at = (value: unknown) => (value ? new Date(value as string) : null);
  return {
    orders: num(row?.orders) ?? 0,
    paidOrders: num(row?.paid_orders) ?? 0,
    cancelledOrders: num(row?.cancelled_orders) ?? 0,
    cancelledPaidOrders: num(row?.cancelled_paid_orders) ?? 0,
    soldPieces: num(row?.sold_pieces) ?? 0,
    revenue: num(row?.revenue) ?? 0,
    cost: num(row?.cost) ?? 0,
    firstOrderAt: at(row?.first_order_at),
    lastSaleAt: at(row?.last_sale_at),
  };
}

/** Sold pieces and revenue per schedule level at ordering (0..FINAL_LEVEL), -1 for static prices. */
export async function dropSalesBySteps(
  executor: Executor,
  productsSql: SQL,
  refundedSql: SQL,
  dropTime: Date,
) {
  const result = await executor.execute(sql`${linesSql(productsSql, refundedSql)}
    SELECT CASE WHEN price_type = 'STATIC' THEN -1
                ELSE least(${FINAL_LEVEL}, greatest(0, floor(extract(epoch FROM created_at - ${dropTime.toISOString()}::timestamptz) * 1000 / ${LEVEL_MS})))::int
           END AS level,
           sum(kept) AS pieces, sum(value) AS revenue
      FROM lines WHERE sold AND kept > 0 GROUP BY 1 ORDER BY 1`);
  return rowsOf(result).map((row) => ({
    level: num(row.level)!,
    pieces: num(row.pieces)!,
    revenue: num(row.revenue)!,
  }));
}

/** Sold pieces and revenue per hour since the opening (orders placed in that hour). */
export async function dropSalesByHour(
  executor: Executor,
  productsSql: SQL,
  refundedSql: SQL,
  dropTime: Date,
) {
  const result = await executor.execute(sql`${linesSql(productsSql, refundedSql)}
    SELECT greatest(0, floor(extract(epoch FROM created_at - ${dropTime.toISOString()}::timestamptz) / 3600))::int AS hour,
           sum(kept) AS pieces, sum(value) AS revenue
      FROM lines WHERE sold AND kept > 0 GROUP BY 1 ORDER BY 1`);
  return rowsOf(result).map((row) => ({
    hour: num(row.hour)!,
    pieces: num(row.pieces)!,
    revenue: num(row.revenue)!,
  }));
}

/** The ids of the orders that hold any of the products, as a SQL fragment (for refunds). */
export const dropOrderIdsSql = (productsSql: SQL) => sql`
  SELECT DISTINCT i.order_id FROM ${orderItems} i
   WHERE i.product_id IN (SELECT id FROM (${productsSql}) p)`;

/** How many of the accounts `usersSql` selects (rows user_id) bought and kept a piece of the drop. */
export async function dropBuyersAmong(
  executor: Executor,
  productsSql: SQL,
  refundedSql: SQL,
  usersSql: SQL,
): Promise<number> {
  const result = await executor.execute(sql`${linesSql(productsSql, refundedSql)}
    SELECT count(DISTINCT user_id) AS buyers
      FROM lines WHERE sold AND kept > 0 AND user_id IN (${usersSql})`);
  return num(rowsOf(result)[0]?.buyers) ?? 0;
}
