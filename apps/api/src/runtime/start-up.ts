// What a start does before serving (migrations, start-up accounts, demo catalogue: once, in
// the only or the primary process), and serving itself (the only process or each worker).
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { buildApp, type App } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoOnStart } from '../demo/seed.ts';
import { startDropRemindersJob } from '../jobs/drop-reminders.ts';
import { startOrderExpiryJob } from '../jobs/order-expiry.ts';
import { startOutboxJob } from '../jobs/outbox.ts';
import { startRefundJob } from '../jobs/refunds.ts';
import { startKsefJob } from '../jobs/ksef.ts';
import { startLobbyJob } from '../jobs/lobby.ts';
import { startReadAheadJob } from '../jobs/read-ahead.ts';
import { startShipmentTrackingJob } from '../jobs/shipment-tracking.ts';
import { systemClock } from '../clock.ts';
import { ensureStartupAccounts } from '../modules/auth/index.ts';
import { stdoutLog } from '../log-output.ts';

/**
 * Connections the kernel holds for the server before it accepts them (capped by the system's
 * net.core.somaxconn). Node's default of 511 overflowed when 3,000 phones joined a lobby within
 * 5 s with their page's live stream: 8,717 connections dropped, retried by their phones 1-7 s
 * later, and 28 failed (docs/lobby.md, „Measuring”).
 */
const LISTEN_BACKLOG = 4096;

/** The environment with the command line's `--workers N` applied (as WORKERS). */
export function serverEnv(argv: string[], env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { values } = parseArgs({
    args: argv,
    options: { workers: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  return values.workers === undefined ? env : { ...env, WORKERS: values.workers };
}

/** The log of the start-up steps, before any app exists (pino, as the app's own log). */
export function startupLogger(config: Config): FastifyBaseLogger {
  return pino({ level: config.logLevel }, stdoutLog(config.logBufferBytes));
}

/** Migrations, the ADMIN_EMAIL and demo accounts, the demo catalogue (when SEED_DEMO). */
export async function prepareDatabase({
  config,
  database,
  log,
}: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
}): Promise<void> {
  const applied = await migrate(database);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
  await ensureStartupAccounts({ db: database.db, config, now: systemClock.now() });
  await seedDemoOnStart({ config, db: database.db, log });
}

/**
 * Builds the app on the opened database, starts the order-expiry, e-mail, parcel-tracking,
 * refund and KSeF jobs and listens; SIGTERM or SIGINT closes it (no new requests, open ones finish, live streams
 * end) and ends the process, at the latest after SHUTDOWN_TIMEOUT_MS.
 */
export async function serve(
  config: Config,
  database: Database,
  { announce }: { announce: boolean },
): Promise<App> {
  const app = await buildApp({ config, database });
  startOrderExpiryJob(app);
  startOutboxJob(app, database);
  startShipmentTrackingJob(app);
  startRefundJob(app, database);
  startKsefJob(app, database);
  startLobbyJob(app);
  startReadAheadJob(app);
  startDropRemindersJob(app, database);
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Armed first, before anything that could wait: requests still running past the deadline
    // are given up, a supervisor restarting this replica must never wait on it.
    setTimeout(() => {
      app.log.error(
        { timeoutMs: config.shutdownTimeoutMs },
        'shutdown deadline passed: exiting with requests still open',
      );
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  if (announce) app.log.info(`Sklep działa: ${config.publicUrl} (baza: ${database.kind})`);
  return app;
}
