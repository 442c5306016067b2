// Starts a real shop server process: the shared one of the browser tests (global-setup.ts) and
// servers of a spec file's own, for settings the shared one must not have (a reservation of
// seconds). Each has its own data directory and database (a fresh PostgreSQL database when
// TEST_DATABASE_URL is set, else embedded PGlite), the staff account of staff.ts and its own
// InPost ShipX stand-in (tools/fakes/shipx.ts), whose webhooks go to that server, and its SMSAPI
// stand-in (tools/fakes/smsapi.ts), which keeps the SMS it sent (support/sms.ts).
//   const server = await startOwnServer({ ORDER_RESERVATION_MINUTES: '0.2' });
//   await page.goto(`${server.url}/product/1`); ... await server.stop();
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createPostgresDatabase } from '../../apps/api/src/test/postgres-database.ts';
import { freePort, startServerProcess } from '../../apps/api/src/test/server-process.ts';
import { startFakeShipx } from '../../tools/fakes/shipx.ts';
import { startFakeSmsapi } from '../../tools/fakes/smsapi.ts';
import { SHIPX_ORGANIZATION_ID, SHIPX_TOKEN } from './shipx.ts';
import { SMSAPI_TOKEN } from './sms.ts';
import { STAFF } from './staff.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface ShopServer {
  /** e.g. http://127.0.0.1:41234 (also its PUBLIC_URL). */
  url: string;
  /** Its ShipX stand-in (SHIPX_BASE_URL), whose control endpoint moves parcels on. */
  shipxUrl: string;
  /** Its SMSAPI stand-in (SMSAPI_BASE_URL): GET /_control/messages lists the SMS sent. */
  smsapiUrl: string;
  /** Its DATA_DIR: without SMTP_URL its e-mails are .eml files in outbox/ (support/mail.ts). */
  dataDir: string;
  /** Stops the process and waits for it to end. */
  stop: () => Promise<void>;
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
  const database = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL, 'e2e')
    : undefined;
  const shipx = await startFakeShipx({
    token: SHIPX_TOKEN,
    organizationId: SHIPX_ORGANIZATION_ID,
    webhookUrl: `http://127.0.0.1:${options.port}/api/shipx/events`,
  });
  const smsapi = await startFakeSmsapi({ token: SMSAPI_TOKEN });
  const server = await startServerProcess({
    port: options.port,
    entry: 'compiled',
    stdio: ['ignore', 'inherit', 'inherit'],
    startTimeoutMs: options.startTimeoutMs,
    env: {
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: String(options.seedDemo),
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every test shopper registers, orders and resets passwords from this one address.
      REGISTRATIONS_PER_HOUR: '1000000',
      ORDERS_PER_10_MINUTES: '1000000',
      PASSWORD_RESETS_PER_HOUR: '1000000',
      PASSWORD_CHECKS_PER_MINUTE: '1000000',
      DATABASE_URL: database?.url ?? '',
      SHIPX_TOKEN,
      SHIPX_ORGANIZATION_ID: String(SHIPX_ORGANIZATION_ID),
      SHIPX_BASE_URL: shipx.url,
      SMSAPI_TOKEN,
      SMSAPI_BASE_URL: smsapi.url,
      ...options.env,
    },
  }).catch(async (error: unknown) => {
    await shipx.close();
    await smsapi.close();
    throw error;
  });
  return {
    url: server.url,
    shipxUrl: shipx.url,
    smsapiUrl: smsapi.url,
    dataDir,
    // Leaves nothing behind: the process, its database, its data directory and its stand-ins.
    stop: async () => {
      await server.stop();
      await shipx.close();
      await smsapi.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server of one spec file's own: a free port, no demo data, `env` on top. */
export async function startOwnServer(env: Record<string, string> = {}): Promise<ShopServer> {
  return startShopServer({ port: await freePort(), seedDemo: false, startTimeoutMs: 90_000, env });
}
