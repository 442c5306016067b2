// The BLIK codes sent for each order (migration 0035): the newest one says where the order's
// BLIK payment stands. The code itself is never kept: it is single-use and lives two minutes.
import { desc, eq } from 'drizzle-orm';
import type { BlikRefusal } from '@shop/shared/blik';
import type { Executor } from '../../db/client.ts';
import { idIn } from '../../db/id-list.ts';
import { blikCharges } from '../../db/schema/payments.ts';

export type BlikChargeRow = typeof blikCharges.$inferSelect;

/** The newest code sent for the order, if any. */
export async function latestBlikCharge(
  ex: Executor,
  orderId: number,
): Promise<BlikChargeRow | undefined> {
  const [row] = await ex
    .select()
    .from(blikCharges)
    .where(eq(blikCharges.orderId, orderId))
    .orderBy(desc(blikCharges.id))
    .limit(1);
  return row;
}

/** A code about to go to the provider: it stands (the shopper confirms) until `confirmBy`. */
export async function insertBlikCharge(
  ex: Executor,
  row: { orderId: number; sentAt: Date; confirmBy: Date },
): Promise<BlikChargeRow> {
  const [inserted] = await ex.insert(blikCharges).values(row).returning();
  return inserted!;
}

/** What the provider answered: the transaction it charges, or why it refused the code. */
export async function settleBlikCharge(
  ex: Executor,
  id: number,
  answer: { transactionId: number | null; refusal: BlikRefusal | null },
): Promise<BlikChargeRow> {
  const [row] = await ex.update(blikCharges).set(answer).where(eq(blikCharges.id, id)).returning();
  return row!;
}

/** Which of the orders were paid by BLIK: their newest code was not refused. */
export async function blikOrders(ex: Executor, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await ex
    .selectDistinctOn([blikCharges.orderId], {
      orderId: blikCharges.orderId,
      refusal: blikCharges.refusal,
    })
    .from(blikCharges)
    .where(idIn(blikCharges.orderId, orderIds))
    .orderBy(blikCharges.orderId, desc(blikCharges.id));
  return new Set(rows.filter((row) => row.refusal === null).map((row) => row.orderId));
}
