// API test harness: every test file gets migrated, empty databases (PGlite always, PostgreSQL too
// when TEST_DATABASE_URL is set; see database-images.ts and pglite-pool.ts), and an app on a
// controllable clock.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { buildApp, type App } from '../app.ts';
import type { Clock } from '../clock.ts';
import { givePgliteBack, takePglite } from './pglite-pool.ts';
import { createPostgresDatabase } from './postgres-database.ts';

export type DbKind = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.REQUIRE_POSTGRES === '1' && !postgresUrl) {
  throw new Error(
    'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: PostgreSQL tests would be skipped',
  );
}

export const dbKinds: DbKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

/** A clock tests can move: `ctx.clock.set('2026-01-01T10:00:00Z')`, `ctx.clock.advance(ms)`. */
export class TestClock implements Clock {
  private current: Date;
  constructor(start: Date | string = new Date()) {
    this.current = new Date(start);
  }
  now() {
    return new Date(this.current);
  }
  set(to: Date | string) {
    this.current = new Date(to);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestContext {
  kind: DbKind;
  app: App;
  database: Database;
  clock: TestClock;
  config: Config;
}

export async function createTestContext(
  kind: DbKind,
  env: Record<string, string> = {},
): Promise<TestContext & { close(): Promise<void> }> {
  const pgDb =
    kind === 'postgres'
      ? await createPostgresDatabase(postgresUrl!, 'test', inject('postgresTemplate'))
      : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `${process.cwd()}/.tmp/test-data-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: 'test-secret-test-secret-test-secret!',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Tests make many accounts and orders from one address; limits.test.ts sets its own.
    REGISTRATIONS_PER_HOUR: '100000',
    ORDERS_PER_10_MINUTES: '100000',
    // Most tests create products with the specification's body alone; product-safety.test.ts
    // checks the refusal with the default.
    PRODUCT_SAFETY_REQUIRED: 'false',
    // Lobby tests join without the proof of work; lobby-challenge.test.ts checks it.
    LOBBY_CHALLENGE: 'off',
    WEB_DIST_DIR: '/nonexistent',
    // InPost out of reach (a closed port): orders take any well-formed locker code;
    // parcel-lockers.test.ts and the shipment tests run the ShipX stand-in.
    SHIPX_BASE_URL: 'http://127.0.0.1:9',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const database =
    config.database.kind === 'postgres'
      ? await openDatabase({ ...config.database, poolSize: 30 })
      : await takePglite();
  await migrate(database);
  const clock = new TestClock();
  const app = await buildApp({ config, database, clock });
  await app.ready();
  return {
    kind,
    app,
    database,
    clock,
    config,
    async close() {
      await app.close();
      if (database.kind === 'pglite') await givePgliteBack(database);
      else await database.close();
      await pgDb?.drop();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the same suite once per database: `describeEachDb('auth', (ctx) => { it(...) })`.
 * `ctx()` gives the context inside tests (it is created in beforeAll).
 */
export function describeEachDb(
  name: string,
  suite: (ctx: () => TestContext) => void,
  env: Record<string, string> = {},
) {
  for (const kind of dbKinds) {
    describe(`${name} [${kind}]`, () => {
      let context: Awaited<ReturnType<typeof createTestContext>> | undefined;
      beforeAll(async () => {
        context = await createTestContext(kind, env);
      }, 60_000);
      afterAll(async () => {
        await context?.close();
      });
      suite(() => {
        if (!context) throw new Error('test context not ready');
        return context;
      });
    });
  }
}
