// Rows of a table in a time range, a page at a time by id (keyset: each page starts after the
// last id of the one before), for answers that stream many rows without holding them: the
// exports (flows/exports). Each module calls rangeLines for its own table; it answers each row
// as the CSV line PostgreSQL made of it (db/csv-sql.ts).
import { and, asc, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

export interface RangePage {
  from: Date;
  to: Date;
  /** The last id of the page before (0 for the first). */
  afterId: number;
  limit: number;
}

/** One row of an export: its id (where the next page starts) and its CSV line (db/csv-sql.ts). */
export interface ExportLine {
  id: number;
  line: string;
}

/** The page's rows of `table` in the range ([from, to) of `at`) as CSV lines, by id. */
export async function rangeLines<T extends PgTable>(
  executor: Executor,
  table: T,
  columns: { id: PgColumn; at: PgColumn },
  page: RangePage,
  line: SQL,
): Promise<ExportLine[]> {
  return executor
    .select({ id: sql<number>`${columns.id}`.mapWith(Number), line: sql<string>`${line}` })
    .from(table as PgTable)
    .where(and(gte(columns.at, page.from), lt(columns.at, page.to), gt(columns.id, page.afterId)))
    .orderBy(asc(columns.id))
    .limit(page.limit);
}
