// Starts a real shop server process: the shared one of the browser tests (global-setup.ts) and
// servers of a spec file's own, for settings the shared one must not have (a reservation of
// seconds). Each has its own data directory and database (a fresh PostgreSQL database when
// TEST_DATABASE_URL is set, else embedded PGlite) and the staff account of staff.ts.
//   const server = await startOwnServer({ ORDER_RESERVATION_MINUTES: '0.2' });
//   await page.goto(`${server.url}/product/1`); ... await server.stop();
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { STAFF } from './staff.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface ShopServer {
  /** e.g. http://127.0.0.1:41234 (also its PUBLIC_URL). */
  url: string;
  /** Stops the process and waits for it to end. */
  stop: () => Promise<void>;
}

async function freshPostgres(baseUrl: string) {
  const name = `e2e_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitForHealth(url: string, timeoutMs: number, exited: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The e2e server exited during start-up (see its output above)');
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The e2e server did not become healthy within ${timeoutMs} ms`);
}

/** A port nobody listens on right now (the system picks it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No free port found');
  return address.port;
}

export interface ShopServerOptions {
  port: number;
  seedDemo: boolean;
  /** How long start-up (migrations, demo seed) may take. */
  startTimeoutMs: number;
  /** More environment, e.g. ORDER_RESERVATION_MINUTES. */
  env?: Record<string, string>;
}

export async function startShopServer(options: ShopServerOptions): Promise<ShopServer> {
  const dataDir = path.join(root, '.tmp', `e2e-${randomBytes(4).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = process.env.TEST_DATABASE_URL
    ? await freshPostgres(process.env.TEST_DATABASE_URL)
    : undefined;
  const url = `http://127.0.0.1:${options.port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: String(options.seedDemo),
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      RATE_LIMIT_PER_MINUTE: '100000',
      DATABASE_URL: databaseUrl ?? '',
      ...options.env,
    },
  });
  let exited = false;
  const ended = new Promise<void>((resolve) =>
    server.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited) return;
    server.kill('SIGTERM');
    // A server that hangs on shutdown must not hang the test run.
    const kill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await ended;
    clearTimeout(kill);
  };
  try {
    await waitForHealth(`${url}/api/health`, options.startTimeoutMs, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** A server of one spec file's own: a free port, no demo data, `env` on top. */
export async function startOwnServer(env: Record<string, string> = {}): Promise<ShopServer> {
  return startShopServer({ port: await freePort(), seedDemo: false, startTimeoutMs: 90_000, env });
}
