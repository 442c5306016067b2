// The refunds decided in a range of Warsaw days as the accountant's CSV lines (flows/exports,
// docs/exports.md), made by PostgreSQL (db/csv-sql.ts); and what an order's row in the orders'
// export needs of its refunds.
import { sql, type SQL } from 'drizzle-orm';
import { refundReasonLabels, refundStatusLabels } from '@shop/shared/after-sale-labels';
import type { Executor } from '../../db/client.ts';
import {
  csvLabelSql,
  csvLineSql,
  csvMoneySql,
  csvNumberSql,
  csvTextSql,
  csvTimeSql,
} from '../../db/csv-sql.ts';
import { rangeLines, type RangePage } from '../../db/range-pages.ts';
import { refunds } from '../../db/schema/refunds.ts';

/**
 * Refund number, order, decided, amount, delivery refunded, reason, status, settled, note: the
 * columns of `zwroty-pieniedzy-….csv`.
 */
export function refundLines(ex: Executor, page: RangePage) {
  const line = csvLineSql([
    csvNumberSql(sql`${refunds.id}`),
    csvNumberSql(sql`${refunds.orderId}`),
    csvTimeSql(sql`${refunds.createdAt}`),
    csvMoneySql(sql`${refunds.amount}`),
    sql`CASE WHEN ${refunds.shipping} THEN 'tak' ELSE 'nie' END`,
    csvLabelSql(sql`${refunds.reason}`, refundReasonLabels),
    csvLabelSql(sql`${refunds.status}`, refundStatusLabels),
    csvTimeSql(sql`${refunds.settledAt}`),
    csvTextSql(sql`${refunds.note}`),
  ]);
  return rangeLines(ex, refunds, { id: refunds.id, at: refunds.createdAt }, page, line);
}

/** Grosze given back for an order by refunds the provider did not refuse. */
export const refundedSql = (orderId: SQL) =>
  sql`(SELECT coalesce(sum(given.amount), 0) FROM ${refunds} AS given WHERE given.order_id = ${orderId} AND given.status <> 'REJECTED')`;
