// Rows for SQL functions that take them as JSON (jsonb_populate_record): Drizzle's property
// names become the table's column names. Dates become ISO text, which timestamptz reads back.
import { getTableColumns, type Table } from 'drizzle-orm';

export function byColumnName<T extends Table>(
  table: T,
  row: Partial<T['$inferInsert']>,
): Record<string, unknown> {
  const columns = getTableColumns(table);
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [columns[key]!.name, value]));
}
