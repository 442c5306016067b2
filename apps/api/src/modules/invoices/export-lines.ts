// The invoices and corrections issued in a range of Warsaw days as the accountant's CSV lines
// (flows/exports, docs/exports.md), made by PostgreSQL (db/csv-sql.ts). What other modules
// know of a document or its order (KSeF, the payment) comes in as SQL for their ids.
import { sql, type SQL } from 'drizzle-orm';
import { invoiceKindLabels } from '@shop/shared/after-sale-labels';
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
import { invoices } from '../../db/schema/invoices.ts';

export interface InvoiceLookups {
  /** The document's KSeF number, and where it stands in KSeF (Polish), as text cells. */
  ksefNumber(invoiceId: SQL): SQL;
  ksefState(invoiceId: SQL): SQL;
  /** When the order was paid (NULL if not), and how ("BLIK" or "Przelew online"). */
  paidAt(orderId: SQL): SQL;
  paymentMethod(orderId: SQL): SQL;
}

/**
 * Number, kind, issued, sale date, order, the corrected invoice's number, buyer, NIP, net, VAT,
 * gross, KSeF number and state, payment date and method: the columns of `faktury-….csv`.
 */
export function invoiceLines(ex: Executor, page: RangePage, lookups: InvoiceLookups) {
  const id = sql`${invoices.id}`;
  const orderId = sql`${invoices.orderId}`;
  const paidAt = lookups.paidAt(orderId);
  const line = csvLineSql([
    csvTextSql(sql`${invoices.number}`),
    csvLabelSql(sql`${invoices.kind}`, invoiceKindLabels),
    csvTimeSql(sql`${invoices.issuedAt}`),
    csvTextSql(sql`${invoices.saleDate}::text`),
    csvNumberSql(orderId),
    csvTextSql(
      sql`(SELECT corrected.number FROM ${invoices} AS corrected WHERE corrected.id = ${invoices.correctsId})`,
    ),
    csvTextSql(sql`${invoices.buyer}->>'name'`),
    csvTextSql(sql`${invoices.buyer}->>'taxId'`),
    csvMoneySql(sql`${invoices.net}`),
    csvMoneySql(sql`${invoices.vat}`),
    csvMoneySql(sql`${invoices.gross}`),
    lookups.ksefNumber(id),
    lookups.ksefState(id),
    csvTimeSql(paidAt),
    sql`CASE WHEN ${paidAt} IS NULL THEN ${csvTextSql(sql`${invoices.paymentMethod}`)} ELSE ${lookups.paymentMethod(orderId)} END`,
  ]);
  return rangeLines(ex, invoices, { id: invoices.id, at: invoices.issuedAt }, page, line);
}
