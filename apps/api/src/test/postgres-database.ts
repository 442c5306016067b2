// A throw-away PostgreSQL database on a test server, for API tests, browser tests and benchmarks:
//   const database = await createPostgresDatabase('postgres://postgres@127.0.0.1:5432/test', 'e2e');
//   ... database.url ...; await database.drop();
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** PostgreSQL's "database is being accessed by other users". */
const IN_USE = '55006';

export async function createPostgresDatabase(baseUrl: string, prefix = 'test') {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /**
     * Drops the database once its last connections are gone: a closed pool's connections end a
     * moment after pool.end() resolves, and forcing them out would show up as pool errors.
     * After 3 s the remaining ones are forced out.
     */
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        for (let attempt = 0; attempt < 30; attempt += 1) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== IN_USE) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
