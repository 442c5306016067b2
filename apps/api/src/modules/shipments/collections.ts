// The collections of complained goods at the shop's cost (art. 43d ust. 2; decision 039): one
// InPost shipment per complaint from the consumer to the shop, held first (return_id is unique)
// so that two requests make one ShipX shipment. The returning flow decides when to ask ShipX.
import { and, eq, inArray } from 'drizzle-orm';
import type { OrderReturn } from '@shop/shared/returns';
import type { Executor } from '../../db/client.ts';
import { collections } from '../../db/schema/shipments.ts';
import type { ShipXShipment } from './shipx-client.ts';

export type CollectionRow = typeof collections.$inferSelect;

const HOLDING = 'creating';

export async function collectionOfReturn(ex: Executor, returnId: number) {
  const [row] = await ex.select().from(collections).where(eq(collections.returnId, returnId));
  return row;
}

/** The collections ShipX answered for, of these returns, by return. */
export async function collectionsOfReturns(
  ex: Executor,
  returnIds: number[],
): Promise<Map<number, NonNullable<OrderReturn['collection']>>> {
  if (returnIds.length === 0) return new Map();
  const rows = await ex.select().from(collections).where(inArray(collections.returnId, returnIds));
  return new Map(
    rows
      .filter((row) => row.status !== HOLDING)
      .map((row) => [row.returnId, { status: row.status, trackingNumber: row.trackingNumber }]),
  );
}

/** Holds the complaint's one place; undefined when another request holds or made it. */
export async function holdCollection(ex: Executor, returnId: number, now: Date) {
  const [row] = await ex
    .insert(collections)
    .values({ returnId, status: HOLDING, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Gives a held place back (ShipX refused or failed): a later request tries again. */
export async function releaseCollection(ex: Executor, id: number) {
  await ex.delete(collections).where(and(eq(collections.id, id), eq(collections.status, HOLDING)));
}

/** Records ShipX's answer (the create, or a read back); a tracking number once known is kept. */
export async function recordCollection(
  ex: Executor,
  row: CollectionRow,
  shipment: Pick<ShipXShipment, 'id' | 'status' | 'trackingNumber'>,
  now: Date,
) {
  const [updated] = await ex
    .update(collections)
    .set({
      shipxId: shipment.id,
      status: shipment.status,
      trackingNumber: shipment.trackingNumber ?? row.trackingNumber,
      updatedAt: now,
    })
    .where(eq(collections.id, row.id))
    .returning();
  return updated!;
}

/** A held place older than this belongs to a request that died: a new one may take it. */
export const isAbandoned = (row: CollectionRow, now: Date, afterMs: number) =>
  row.status === HOLDING && now.getTime() - row.createdAt.getTime() > afterMs;
