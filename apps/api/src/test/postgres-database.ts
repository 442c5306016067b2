// A throw-away PostgreSQL database on a test server, for API tests, browser tests and benchmarks:
//   const database = await createPostgresDatabase('postgres://postgres@127.0.0.1:5432/test', 'e2e');
//   ... database.url ...; await database.drop();
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** How many sessions are connected to database `name`. */
async function connectionsTo(client: pg.Client, name: string): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
    [name],
  );
  return rows[0]!.count;
}

/**
 * `template`: a database to copy (schema and rows; nobody may be connected to it meanwhile),
 * e.g. the migrated one the API tests start from (database-images.ts).
 */
export async function createPostgresDatabase(baseUrl: string, prefix = 'test', template = '') {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`,
  );
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /**
     * Drops the database once its last connections are gone: a closed pool's connections end a
     * moment after pool.end() resolves, and forcing them out would show up as pool errors.
     * Connections still there after 3 s are forced out. (DROP DATABASE itself waits 5 s for
     * other sessions before it refuses, so the waiting is done by counting them.)
     */
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        const until = Date.now() + 3_000;
        while (Date.now() < until && (await connectionsTo(client, name)) > 0) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
