// Concurrency tests on PostgreSQL: waits until a statement (a batch of orders inside
// place_orders, a drop's reminder round) is blocked on a lock that the test's own open
// transaction holds, so that what the test does next happens while it waits (not before it
// arrived, not after it gave up).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export function untilPlaceOrdersWaits(db: Db): Promise<void> {
  return untilWaitingOnLock(db, 'FROM place_orders(');
}

/** Waits until a statement containing `statement` waits for a lock (a row's or an advisory one). */
export async function untilWaitingOnLock(db: Db, statement: string): Promise<void> {
  for (;;) {
    const { rows } = (await db.execute(
      sql`SELECT count(*)::integer AS n FROM pg_stat_activity
           WHERE wait_event_type = 'Lock' AND strpos(query, ${statement}) > 0`,
    )) as unknown as { rows: { n: number }[] };
    if (rows[0]!.n > 0) return;
  }
}
