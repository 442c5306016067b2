// The orders of a range of Warsaw days as the accountant's CSV lines (flows/exports,
// docs/exports.md), made by PostgreSQL (db/csv-sql.ts). What other modules know of an order
// (how it was paid, what was refunded) comes in as SQL for the order's id.
import { sql, type SQL } from 'drizzle-orm';
import { orderStatusLabels, shippingMethodLabels } from '@shop/shared/enums';
import type { Executor } from '../../db/client.ts';
import {
  csvLabelSql,
  csvLineSql,
  csvMoneySql,
  csvNumberSql,
  csvTextSql,
  csvTimeSql,
  labelSql,
} from '../../db/csv-sql.ts';
import { rangeLines, type RangePage } from '../../db/range-pages.ts';
import { orders } from '../../db/schema/orders.ts';

export interface OrderLookups {
  /** "BLIK" or "Przelew online" for a paid order. */
  paymentMethod(orderId: SQL): SQL;
  /** Grosze refunded (not refused by the provider). */
  refunded(orderId: SQL): SQL;
}

/** VAT-inclusive gross to net in whole grosze, as netOf (@shop/shared/money) rounds it. */
const netSql = (gross: SQL) => sql`round((${gross})::numeric / 1.23)`;

/**
 * Number, placed, status, e-mail, buyer (invoice name or recipient), NIP, products, discount,
 * delivery, total, net, VAT, payment method and date, refunded, delivery method and locker,
 * receipt: the columns of `zamowienia-….csv`.
 */
export function orderLines(ex: Executor, page: RangePage, lookups: OrderLookups) {
  const id = sql`${orders.id}`;
  const total = sql`${orders.totalAmount}`;
  const line = csvLineSql([
    csvNumberSql(id),
    csvTimeSql(sql`${orders.createdAt}`),
    csvLabelSql(sql`${orders.status}`, orderStatusLabels),
    csvTextSql(sql`${orders.customerEmail}`),
    csvTextSql(
      sql`coalesce(${orders.invoiceDetails}->>'name', ${orders.shippingAddress}->>'name')`,
    ),
    csvTextSql(sql`${orders.invoiceDetails}->>'taxId'`),
    csvMoneySql(sql`${orders.subtotal}`),
    csvMoneySql(sql`${orders.discount}`),
    csvMoneySql(sql`${orders.shippingCost}`),
    csvMoneySql(total),
    csvMoneySql(netSql(total)),
    csvMoneySql(sql`${total} - ${netSql(total)}`),
    sql`CASE WHEN ${orders.paidAt} IS NULL THEN '' ELSE ${lookups.paymentMethod(id)} END`,
    csvTimeSql(sql`${orders.paidAt}`),
    csvMoneySql(lookups.refunded(id)),
    csvTextSql(
      sql`${labelSql(sql`${orders.shippingMethod}`, shippingMethodLabels)} || coalesce(' ' || ${orders.parcelLockerId}, '')`,
    ),
    csvTextSql(sql`${orders.receiptId}`),
  ]);
  return rangeLines(ex, orders, { id: orders.id, at: orders.createdAt }, page, line);
}

/** When the order was paid (NULL if not): for the invoices' export. */
export const paidAtSql = (orderId: SQL) =>
  sql`(SELECT paid.paid_at FROM ${orders} AS paid WHERE paid.id = ${orderId})`;
