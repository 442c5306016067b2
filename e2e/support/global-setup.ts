// Starts one real shop server for the browser tests (see own-server.ts): fresh data directory,
// a fresh PostgreSQL database when TEST_DATABASE_URL is set (else embedded PGlite), a staff
// account, demo data, and its InPost ShipX stand-in, whose address the tests read from
// E2E_SHIPX_URL (support/shipx.ts), and its SMSAPI stand-in, E2E_SMSAPI_URL (support/sms.ts); its data directory, where its e-mails land, is E2E_DATA_DIR
// (support/mail.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH, E2E_PORT } from '../../playwright.config.ts';
import { startShopServer } from './own-server.ts';

const root = path.resolve(import.meta.dirname, '../..');

export default async function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: install Debian package "chromium-headless-shell", or point CHROMIUM_PATH at a Chromium (browser tests never skip)`,
    );
  }
  if (
    !existsSync(path.join(root, 'apps/web/dist/index.html')) ||
    !existsSync(path.join(root, 'apps/api/dist/server.js'))
  ) {
    throw new Error('The build is missing: run "npm run build" before the browser tests');
  }
  const server = await startShopServer({
    port: E2E_PORT,
    seedDemo: true,
    // Start-up migrates and seeds the demo catalogue (pictures included): allow a busy machine.
    startTimeoutMs: 240_000,
  });
  // The test workers start after this and inherit the environment.
  process.env.E2E_SHIPX_URL = server.shipxUrl;
  process.env.E2E_SMSAPI_URL = server.smsapiUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
