// SQL of the shoppers' price targets (price-targets.ts): set, read, removed, and reached.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { priceTargets } from '../../db/schema/wishlists.ts';

export type PriceTargetRow = typeof priceTargets.$inferSelect;

/** Sets the account's price for a product at `now`; one set before is replaced (waiting again). */
export async function putTarget(
  ex: Executor,
  key: { userId: number; productId: number },
  price: number,
  now: Date,
): Promise<PriceTargetRow> {
  const values = { ...key, price, setAt: now, reachedAt: null, reachedLevel: null };
  const [row] = await ex
    .insert(priceTargets)
    .values(values)
    .onConflictDoUpdate({ target: [priceTargets.userId, priceTargets.productId], set: values })
    .returning();
  return row!;
}

export function targetsOf(ex: Executor, userId: number): Promise<PriceTargetRow[]> {
  return ex
    .select()
    .from(priceTargets)
    .where(eq(priceTargets.userId, userId))
    .orderBy(asc(priceTargets.setAt), asc(priceTargets.productId));
}

/** Answers whether there was one. */
export async function deleteTarget(
  ex: Executor,
  key: { userId: number; productId: number },
): Promise<boolean> {
  const deleted = await ex
    .delete(priceTargets)
    .where(and(eq(priceTargets.userId, key.userId), eq(priceTargets.productId, key.productId)))
    .returning({ userId: priceTargets.userId });
  return deleted.length > 0;
}

export async function deleteTargetsOf(ex: Executor, userId: number) {
  await ex.delete(priceTargets).where(eq(priceTargets.userId, userId));
}

/**
 * The CTE `reached (user_id, product_id, level, target)`: marks reached every waiting target whose
 * product is at a price step of `steps` (products/price-steps.ts) that began after the target
 * was set and costs no more than it; answers the rows it marked (each target once).
 */
export function markReachedCte(steps: SQL, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`reached AS (
    UPDATE ${priceTargets} t SET reached_at = ${at}, reached_level = steps.level
      FROM (${steps}) steps
     WHERE steps.product_id = t.product_id
       AND t.reached_at IS NULL
       AND steps.price <= t.price
       AND steps.level_started_at > t.set_at
    RETURNING t.user_id, t.product_id, steps.level, t.price AS target
  )`;
}
