// Starts one real shop server for the browser tests: fresh data directory, a fresh PostgreSQL
// database when TEST_DATABASE_URL is set (else embedded PGlite), a staff account, demo data.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { E2E_PORT } from '../../playwright.config.ts';
import { STAFF } from './staff.ts';

const root = path.resolve(import.meta.dirname, '../..');

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

export default async function globalSetup() {
  if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
    throw new Error(
      'Chromium is missing: install Debian package "chromium" (browser tests never skip)',
    );
  }
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run "npm run build" before the browser tests');
  }
  const dataDir = path.join(root, '.tmp', `e2e-${randomBytes(4).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = process.env.TEST_DATABASE_URL
    ? await freshPostgres(process.env.TEST_DATABASE_URL)
    : undefined;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      RATE_LIMIT_PER_MINUTE: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  try {
    // Start-up migrates and seeds the demo catalogue (pictures included): allow a busy machine.
    await waitForHealth(`http://127.0.0.1:${E2E_PORT}/api/health`, 240_000, () => exited);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return async () => {
    server.kill('SIGTERM');
  };
}
