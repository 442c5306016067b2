// Rows of a table in a time range, a page at a time by id (keyset: each page starts after the
// last id of the one before), for answers that stream many rows without holding them: the
// exports (flows/exports). Each module calls it for its own table.
import { and, asc, gt, gte, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

export interface RangePage {
  from: Date;
  to: Date;
  /** The last id of the page before (0 for the first). */
  afterId: number;
  limit: number;
}

/** The page's rows, by id; `at` is the time column the range applies to ([from, to)). */
export function rangePage<T extends PgTable>(
  executor: Executor,
  table: T,
  columns: { id: PgColumn; at: PgColumn },
  page: RangePage,
): Promise<T['$inferSelect'][]> {
  return executor
    .select()
    .from(table as PgTable)
    .where(and(gte(columns.at, page.from), lt(columns.at, page.to), gt(columns.id, page.afterId)))
    .orderBy(asc(columns.id))
    .limit(page.limit) as Promise<T['$inferSelect'][]>;
}
