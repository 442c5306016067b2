// The BLIK payments asked for each order, by code or remembered alias (migrations 0035, 0060):
// the newest one says where the order's BLIK payment stands. The code itself is never kept: it
// is single-use and lives two minutes.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BlikRefusal } from '@shop/shared/blik';
import type { Executor } from '../../db/client.ts';
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

/**
 * A payment about to go to the provider (a code, registering the alias or not, or the alias):
 * it stands (the shopper confirms) until `confirmBy`.
 */
export async function insertBlikCharge(
  ex: Executor,
  row: {
    orderId: number;
    sentAt: Date;
    confirmBy: Date;
    registersAlias: boolean;
    byAlias: boolean;
  },
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

/**
 * How a paid order was paid, for the accountant's exports: "BLIK" when its newest BLIK code was
 * not refused, else "Przelew online" (Przelewy24's own page). SQL for the order's id.
 */
export const paymentMethodSql = (orderId: SQL) =>
  sql`CASE WHEN (SELECT latest.refusal IS NULL FROM ${blikCharges} AS latest WHERE latest.order_id = ${orderId} ORDER BY latest.id DESC LIMIT 1) THEN 'BLIK' ELSE 'Przelew online' END`;

/** Whether the order was paid by BLIK: its newest BLIK code was not refused. */
export async function paidByBlik(ex: Executor, orderId: number): Promise<boolean> {
  const [latest] = await ex
    .select({ refusal: blikCharges.refusal })
    .from(blikCharges)
    .where(eq(blikCharges.orderId, orderId))
    .orderBy(desc(blikCharges.id))
    .limit(1);
  return latest !== undefined && latest.refusal === null;
}
