// Text compared without case in SQL, e-mail addresses above all: `lower(column) = lower(value)`,
// the form the reminders' unique and lookup indexes are built on (lower(email)).
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const sameText = (column: PgColumn, value: string): SQL =>
  sql`lower(${column}) = lower(${value})`;
