// SQL for the shipments table. Functions that change a shipment take the transaction in which
// the orders module holds the order's row lock.
import { and, eq, inArray, isNotNull, isNull, lte, notInArray, or, sql, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shipments } from '../../db/schema/shipments.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipmentRow = typeof shipments.$inferInsert;

/** The same in every replica; the numbers in use are listed in jobs/one-replica.ts. */
const TRACKING_LOCK_ID = 724_014;

export async function findByOrder(ex: Executor, orderId: number) {
  const [row] = await ex.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

export async function findByShipxId(ex: Executor, shipxId: number) {
  const [row] = await ex.select().from(shipments).where(eq(shipments.shipxId, shipxId));
  return row;
}

/** The parcels of these orders: created in ShipX or entered by hand (not places held for ShipX). */
export async function findCreated(ex: Executor, orderIds: number[]): Promise<ShipmentRow[]> {
  if (orderIds.length === 0) return [];
  return ex
    .select()
    .from(shipments)
    .where(
      and(
        inArray(shipments.orderId, orderIds),
        or(isNotNull(shipments.shipxId), isNull(shipments.service)),
      ),
    );
}

export async function insert(ex: Executor, row: NewShipmentRow): Promise<ShipmentRow> {
  const [inserted] = await ex.insert(shipments).values(row).returning();
  return inserted!;
}

export async function update(ex: Executor, id: number, fields: Partial<NewShipmentRow>) {
  const [row] = await ex.update(shipments).set(fields).where(eq(shipments.id, id)).returning();
  return row!;
}

/** Removes a held place; a row ShipX already answered for is never removed. */
export async function deleteHeld(ex: Executor, id: number) {
  await ex.delete(shipments).where(and(eq(shipments.id, id), eq(shipments.status, 'creating')));
}

/**
 * Marks up to `limit` shipments not read back since `checkedBefore` (and not in a final
 * status, made after `createdAfter`) as read now, and answers them. One replica at a time: the
 * others find the lock taken and claim nothing this round.
 */
export async function claimDue(
  ex: Executor,
  {
    now,
    checkedBefore,
    createdAfter,
    finalStatuses,
    limit,
  }: {
    now: Date;
    checkedBefore: Date;
    createdAfter: Date;
    finalStatuses: readonly string[];
    limit: number;
  },
): Promise<Pick<ShipmentRow, 'orderId' | 'shipxId'>[]> {
  return ex.transaction(async (tx) => {
    const { rows } = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${TRACKING_LOCK_ID}) AS locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return [];
    const due = tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(
        and(
          isNotNull(shipments.shipxId),
          notInArray(shipments.status, [...finalStatuses]),
          lte(shipments.checkedAt, checkedBefore),
          gt(shipments.createdAt, createdAfter),
        ),
      )
      .orderBy(shipments.checkedAt)
      .limit(limit);
    return tx
      .update(shipments)
      .set({ checkedAt: now })
      .where(inArray(shipments.id, due))
      .returning({ orderId: shipments.orderId, shipxId: shipments.shipxId });
  });
}
