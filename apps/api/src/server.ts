// Entry point: configuration, database and migrations, start-up data, then listen.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { startOrderExpiryJob } from './jobs/order-expiry.ts';
import { ensureStartupAccounts } from './modules/auth/startup-accounts.ts';
import { seedDemoOnStart } from './demo/seed.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
const applied = await migrate(database);
const app = await buildApp({ config, database });
startOrderExpiryJob(app);
if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
await ensureStartupAccounts(app);
await seedDemoOnStart(app);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
app.log.info(`Sklep działa: ${config.publicUrl} (baza: ${database.kind})`);
