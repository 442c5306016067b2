// SQL for a user's own rows (addresses, invoice details): every query is scoped by user_id,
// so another user's id simply is not found.
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { PageQuery } from '@shop/shared/http';
import type { Executor } from '../../db/client.ts';
import { addresses, invoiceDetails } from '../../db/schema/account.ts';

export type OwnedTable = typeof addresses | typeof invoiceDetails;
export type OwnedRow<T extends OwnedTable> = T['$inferSelect'];
/** Columns a caller may write; the owner and the default flag are managed here. */
export type OwnedFields<T extends OwnedTable> = Omit<
  T['$inferInsert'],
  'id' | 'userId' | 'isDefault' | 'createdAt'
>;

const owned = (table: OwnedTable, userId: number, id: number) =>
  and(eq(table.userId, userId), eq(table.id, id));

/** The default first, then oldest first. */
export async function listOwned<T extends OwnedTable>(
  ex: Executor,
  table: T,
  userId: number,
  { page, count: size }: PageQuery,
) {
  const t: OwnedTable = table;
  const [rows, total] = await Promise.all([
    ex
      .select()
      .from(t)
      .where(eq(t.userId, userId))
      .orderBy(desc(t.isDefault), asc(t.id))
      .limit(size)
      .offset(page * size),
    countOwned(ex, t, userId),
  ]);
  return { rows: rows as OwnedRow<T>[], total };
}

export async function countOwned(ex: Executor, table: OwnedTable, userId: number) {
  const [row] = await ex.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

export async function insertOwned<T extends OwnedTable>(
  ex: Executor,
  table: T,
  userId: number,
  fields: OwnedFields<T>,
  isDefault: boolean,
) {
  const t: OwnedTable = table;
  // Drizzle cannot type insert values over a union of tables; OwnedFields<T> is checked above.
  const values = { ...fields, userId, isDefault } as typeof t.$inferInsert;
  const [row] = await ex.insert(t).values(values).returning();
  return row as OwnedRow<T>;
}

export async function updateOwned<T extends OwnedTable>(
  ex: Executor,
  table: T,
  userId: number,
  id: number,
  fields: OwnedFields<T> & { isDefault?: true },
) {
  const t: OwnedTable = table;
  const [row] = await ex
    .update(t)
    .set(fields)
    .where(owned(t, userId, id))
    .returning();
  return row as OwnedRow<T> | undefined;
}

export async function deleteOwned<T extends OwnedTable>(
  ex: Executor,
  table: T,
  userId: number,
  id: number,
) {
  const t: OwnedTable = table;
  const [row] = await ex
    .delete(t)
    .where(owned(t, userId, id))
    .returning();
  return row as OwnedRow<T> | undefined;
}

/** Unsets the user's default, except on `keepId`. */
export async function clearDefault(
  ex: Executor,
  table: OwnedTable,
  userId: number,
  keepId?: number,
) {
  const others = keepId === undefined ? undefined : ne(table.id, keepId);
  await ex
    .update(table)
    .set({ isDefault: false })
    .where(and(eq(table.userId, userId), eq(table.isDefault, true), others));
}

/** Makes the user's oldest remaining row the default (after the default was deleted). */
export async function promoteOldest(ex: Executor, table: OwnedTable, userId: number) {
  const [oldest] = await ex
    .select({ id: table.id })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(asc(table.id))
    .limit(1);
  if (oldest) await ex.update(table).set({ isDefault: true }).where(eq(table.id, oldest.id));
}

export async function deleteAllOwned(ex: Executor, table: OwnedTable, userId: number) {
  await ex.delete(table).where(eq(table.userId, userId));
}
