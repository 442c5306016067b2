// The reused embedded databases of the API tests (pglite-pool.ts): a file after another must find
// the database exactly as the migrations left it.
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { givePgliteBack, takePglite } from './pglite-pool.ts';

const one = async (database: Database, sql: string) =>
  (await database.session((run) => run(sql)))[0] as Record<string, unknown>;

describe('embedded test databases reused between files', () => {
  it('comes back empty: rows, sequences, the migrations’ own rows and session settings as new', async () => {
    const database = await takePglite();
    const kinds = await one(database, 'SELECT count(*)::int AS n FROM email_kinds');
    expect(kinds.n).toBeGreaterThan(0);
    const first = await one(
      database,
      `INSERT INTO users (email, password_hash)
       VALUES ('a@example.com', 'x') RETURNING id`,
    );
    await database.session((run) =>
      run(`DELETE FROM email_kinds; SET statement_timeout = 1234;
           SELECT pg_advisory_lock(42)`),
    );
    await givePgliteBack(database);

    const again = await takePglite();
    expect(again).toBe(database);
    expect(await one(again, 'SELECT count(*)::int AS n FROM users')).toEqual({ n: 0 });
    expect(await one(again, 'SELECT count(*)::int AS n FROM email_kinds')).toEqual(kinds);
    expect(await one(again, 'SHOW statement_timeout')).toEqual({ statement_timeout: '0' });
    expect(await one(again, 'SELECT count(*)::int AS n FROM pg_locks WHERE objid = 42')).toEqual({
      n: 0,
    });
    const next = await one(
      again,
      `INSERT INTO users (email, password_hash)
       VALUES ('b@example.com', 'x') RETURNING id`,
    );
    expect(next.id).toBe(first.id);
    await givePgliteBack(again);
  });

  it('is closed, not reused, once a test changed its schema', async () => {
    const database = await takePglite();
    await database.session((run) => run('CREATE TABLE leftover (id int)'));
    await givePgliteBack(database);
    const next = await takePglite();
    expect(next).not.toBe(database);
    expect(await one(next, "SELECT to_regclass('leftover') AS t")).toEqual({ t: null });
    await givePgliteBack(next);
  });
});
