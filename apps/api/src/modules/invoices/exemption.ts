// The KSeF exemption of art. 145m of the VAT act (KSEF_MODE=off; decision 030): until 31
// December 2026 a taxpayer whose sales documented by invoices do not exceed 10 000 zł gross in a
// month may issue invoices outside KSeF; the month that crosses the limit ends the exemption
// from the invoice that crossed it on. Counted from the shop's own invoices (VAT invoices, by
// their gross, in the Warsaw month they were issued).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { periodOf } from './numbering.ts';

/** 10 000 zł gross a month, in grosze. */
export const EXEMPT_MONTHLY_LIMIT = 1_000_000;
/** The exemption's last day (Warsaw): from 1 January 2027 every invoice goes to KSeF. */
export const EXEMPTION_LAST_DAY = '2026-12-31';
/** The staff desk warns from this share of the limit on. */
export const EXEMPTION_WARN_SHARE = 0.8;

export interface Exemption {
  /** The month's invoiced sales so far (grosze, gross). */
  monthGross: number;
  /** The first invoice past the limit in any month; null while none is. */
  endedAtInvoice: { id: number; number: string; period: string } | null;
  /** From 1 January 2027 the exemption is over whatever the sales. */
  expired: boolean;
}

export async function exemptionOf(ex: Executor, now: Date): Promise<Exemption> {
  const period = periodOf(now);
  const rows = (await ex.execute(sql`
    WITH running AS (
      SELECT ${invoices.id} AS id, ${invoices.number} AS number, ${invoices.period} AS period,
             sum(${invoices.gross}) OVER (PARTITION BY ${invoices.period}
                                          ORDER BY ${invoices.issuedAt}, ${invoices.id}) AS total
        FROM ${invoices} WHERE ${invoices.kind} = 'INVOICE')
    SELECT (SELECT coalesce(max(total), 0) FROM running WHERE period = ${period})::bigint AS month,
           (SELECT json_build_object('id', id, 'number', number, 'period', period)
              FROM running WHERE total > ${EXEMPT_MONTHLY_LIMIT} ORDER BY id LIMIT 1) AS ended`)) as unknown as {
    rows: { month: string | number; ended: Exemption['endedAtInvoice'] | string | null }[];
  };
  const [row] = rows.rows;
  const ended = typeof row?.ended === 'string' ? JSON.parse(row.ended) : (row?.ended ?? null);
  return {
    monthGross: Number(row?.month ?? 0),
    endedAtInvoice: ended,
    expired: periodOf(now) > EXEMPTION_LAST_DAY.slice(0, 7).replace('-', '/'),
  };
}
