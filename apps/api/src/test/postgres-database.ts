// A throw-away PostgreSQL database on a test server, for API tests, browser tests and benchmarks:
//   const database = await createPostgresDatabase('postgres://postgres@127.0.0.1:5432/test', 'e2e');
//   ... database.url ...; await database.drop();
import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
