// Entry point: configuration; then migrations and start-up data once, and serving, either in
// this one process or (WORKERS / --workers N > 1) in N worker processes (runtime/cluster.ts).
import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runPrimary, runWorker } from './runtime/cluster.ts';
import { prepareDatabase, serve, serverEnv, startupLogger } from './runtime/start-up.ts';

const config = loadConfig(serverEnv(process.argv.slice(2), process.env));
if (cluster.isWorker) {
  await runWorker(config);
} else {
  const log = startupLogger(config);
  const database = await openDatabase(config.database);
  await prepareDatabase({ config, database, log });
  if (config.workers === 1) {
    await serve(config, database, { announce: true });
  } else {
    await database.close();
    runPrimary(config, log);
  }
}
