// The withdrawals and complaints made in a range of Warsaw days as the accountant's CSV lines
// (flows/exports, docs/exports.md), made by PostgreSQL (db/csv-sql.ts).
import { sql } from 'drizzle-orm';
import { returnStatusLabels, returnTypeLabels } from '@shop/shared/returns';
import type { Executor } from '../../db/client.ts';
import { csvLabelSql, csvLineSql, csvNumberSql, csvTextSql, csvTimeSql } from '../../db/csv-sql.ts';
import { rangeLines, type RangePage } from '../../db/range-pages.ts';
import { returns } from '../../db/schema/returns.ts';

/**
 * Number, order, kind, status, requested, pieces, goods received, decided, reason for a
 * refusal, refund number: the columns of `odstapienia-i-reklamacje-….csv`.
 */
export function returnLines(ex: Executor, page: RangePage) {
  const line = csvLineSql([
    csvNumberSql(sql`${returns.id}`),
    csvNumberSql(sql`${returns.orderId}`),
    csvLabelSql(sql`${returns.type}`, returnTypeLabels),
    csvLabelSql(sql`${returns.status}`, returnStatusLabels),
    csvTimeSql(sql`${returns.createdAt}`),
    csvNumberSql(
      sql`(SELECT coalesce(sum((piece->>'quantity')::int), 0) FROM jsonb_array_elements(${returns.items}) AS piece)`,
    ),
    csvTimeSql(sql`${returns.receivedAt}`),
    csvTimeSql(sql`${returns.decidedAt}`),
    csvTextSql(sql`${returns.rejectionReason}`),
    csvNumberSql(sql`${returns.refundId}`),
  ]);
  return rangeLines(ex, returns, { id: returns.id, at: returns.createdAt }, page, line);
}
