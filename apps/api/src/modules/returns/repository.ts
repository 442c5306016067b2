// SQL for returns (withdrawals and complaints, docs/returns.md). Every change happens in the
// transaction where the caller (orders/returning.ts) holds the order's row lock.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReturnStatus } from '@shop/shared/returns';
import type { Executor } from '../../db/client.ts';
import { returns } from '../../db/schema/returns.ts';

export type ReturnRow = typeof returns.$inferSelect;
export type NewReturnRow = typeof returns.$inferInsert;

export async function insertReturn(ex: Executor, row: NewReturnRow): Promise<ReturnRow> {
  const [inserted] = await ex.insert(returns).values(row).returning();
  return inserted!;
}

export async function findReturn(ex: Executor, id: number): Promise<ReturnRow | undefined> {
  const [row] = await ex.select().from(returns).where(eq(returns.id, id));
  return row;
}

/** The returns of these orders, oldest first. */
export async function findReturnsOfOrders(ex: Executor, orderIds: number[]): Promise<ReturnRow[]> {
  if (orderIds.length === 0) return [];
  return ex
    .select()
    .from(returns)
    .where(inArray(returns.orderId, orderIds))
    .orderBy(asc(returns.id));
}

/** Open returns (REQUESTED, RECEIVED), the nearest deadline (answer, else shipping) first. */
export async function findOpenReturns(ex: Executor, limit: number): Promise<ReturnRow[]> {
  return ex
    .select()
    .from(returns)
    .where(inArray(returns.status, ['REQUESTED', 'RECEIVED']))
    .orderBy(asc(sql`coalesce(${returns.answerBy}, ${returns.shipBy})`), asc(returns.id))
    .limit(limit);
}

/** Decided returns (ACCEPTED, REJECTED), the latest decision first. */
export async function findClosedReturns(ex: Executor, limit: number): Promise<ReturnRow[]> {
  return ex
    .select()
    .from(returns)
    .where(inArray(returns.status, ['ACCEPTED', 'REJECTED']))
    .orderBy(desc(returns.decidedAt), desc(returns.id))
    .limit(limit);
}

/** Changes a return still in `from` (the caller holds its order's lock); undefined if it is not. */
export async function updateReturn(
  ex: Executor,
  id: number,
  from: readonly ReturnStatus[],
  fields: Partial<NewReturnRow>,
): Promise<ReturnRow | undefined> {
  const [row] = await ex
    .update(returns)
    .set(fields)
    .where(and(eq(returns.id, id), inArray(returns.status, [...from])))
    .returning();
  return row;
}

/** How many returns wait (REQUESTED, RECEIVED), and how many of them are past their deadline. */
export async function countOpenReturns(ex: Executor, now: Date) {
  const [row] = await ex
    .select({
      open: sql<number>`count(*)::int`,
      late: sql<number>`count(*) FILTER (WHERE coalesce(${returns.answerBy}, ${returns.shipBy}) < ${now})::int`,
    })
    .from(returns)
    .where(inArray(returns.status, ['REQUESTED', 'RECEIVED']));
  return { open: row?.open ?? 0, late: row?.late ?? 0 };
}
