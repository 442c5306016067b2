// "column is one of these ids" as ONE array parameter (`= ANY($1::integer[])`) instead of
// drizzle's inArray, which makes a parameter per id: for the hundreds of ids of a page (the
// exports' lookups) building that query allocated more than reading its rows.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const idIn = (column: PgColumn, ids: readonly number[]): SQL =>
  sql`${column} = ANY(${sql.param(ids)}::integer[])`;
