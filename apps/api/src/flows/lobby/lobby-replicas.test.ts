// Two replicas run the lobby's admission rounds at the same moments against one PostgreSQL: the
// admissions in total stay at the set rate (a round locks its drop's lobby row, and the credit
// earned by time is counted once), and nobody is admitted twice or out of order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client.ts';
import { bearer, registerShopper } from '../../test/accounts.ts';
import { createTestContext } from '../../test/harness.ts';
import { makeDrop, makeProductIn } from '../../test/order-fixtures.ts';
import { lobbyRounds } from './rounds.ts';

const RATE = 10;
const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('lobby rounds on two replicas [postgres]', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  let second: Database;

  beforeAll(async () => {
    context = await createTestContext('postgres', { LOBBY_ADMISSIONS_PER_SECOND: String(RATE) });
    second = await openDatabase({
      kind: 'postgres',
      url: (context.config.database as { url: string }).url,
    });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await context?.close();
  });

  it('admit no more in total than the rate allows, each shopper once, in order of position', async () => {
    const { app, clock } = context;
    clock.set('2026-12-05T17:55:00Z');
    const dropTime = new Date('2026-12-05T18:00:00Z');
    const dropId = await makeDrop(app, { dropTime, lobby: true });
    await makeProductIn(app, dropId, { stock: 100 });
    const shoppers = await Promise.all(Array.from({ length: 40 }, () => registerShopper(app)));
    clock.set(new Date(dropTime.getTime() - 1_000));
    for (const shopper of shoppers) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/drops/${dropId}/lobby`,
        headers: bearer(shopper.token),
      });
      expect(res.statusCode).toBe(200);
    }

    // Two seconds from the start, both replicas run a round every 50 ms, at the same moments.
    const replicas = [app.db, second.db];
    for (let ms = 0; ms <= 2_000; ms += 50) {
      const now = new Date(dropTime.getTime() + ms);
      await Promise.all(replicas.map((db) => lobbyRounds(db, app.config.lobby, now)));
    }
    const { rows } = (await app.db.execute(sql`
      SELECT position FROM lobby_entries
      WHERE drop_id = ${dropId} AND admitted_at IS NOT NULL ORDER BY position`)) as unknown as {
      rows: { position: number }[];
    };
    // 2 s at 10 a second: 20, not twice that.
    expect(rows.map((r) => r.position)).toEqual(Array.from({ length: 2 * RATE }, (_, i) => i + 1));
  });
});
