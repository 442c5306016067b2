// Concurrency tests on PostgreSQL: waits until a batch of orders is inside place_orders and
// blocked on a row lock that the test's own open transaction holds, so that what the test does
// next happens while the batch waits (not before it arrived, not after it gave up).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export async function untilPlaceOrdersWaits(db: Db): Promise<void> {
  for (;;) {
    const { rows } = (await db.execute(
      sql`SELECT count(*)::integer AS n FROM pg_stat_activity
           WHERE wait_event_type = 'Lock' AND query LIKE '%FROM place_orders(%'`,
    )) as unknown as { rows: { n: number }[] };
    if (rows[0]!.n > 0) return;
  }
}
