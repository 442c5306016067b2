// Several server processes on one port (Node's cluster), for WORKERS / --workers N > 1. The
// primary has prepared the database (server.ts) and serves nothing itself: it forks the
// workers, each of which opens its own connections and builds the app (its own catalogue cache
// and live-stock hub, fed by PostgreSQL LISTEN/NOTIFY) and listens on the shared port. A worker
// that dies is started again after a back-off; SIGTERM/SIGINT stop every worker gracefully.
import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { answerClusterMetrics } from '../http/metrics.ts';
import { serve } from './start-up.ts';

/** A worker that ran at least this long starts its back-off from the beginning again. */
const STABLE_MS = 30_000;
/** Waits before starting a dead worker again: [0] after a stable run, [n] after n quick deaths. */
const RESTART_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];
/** A worker still running this long after its own shutdown deadline is killed. */
const KILL_AFTER_DEADLINE_MS = 5_000;

interface Slot {
  number: number;
  worker?: Worker;
  startedAt: number;
  listening: boolean;
  quickDeaths: number;
  restart?: NodeJS.Timeout;
}

/** A cluster worker: its own database connections and app, then listen. */
export async function runWorker(config: Config): Promise<void> {
  const database = await openDatabase(config.database);
  await serve(config, database, { announce: false });
}

/** The primary: forks `config.workers` workers and keeps them running until stopped. */
export function runPrimary(config: Config, log: FastifyBaseLogger): void {
  const count = config.workers;
  // GET /metrics reaches one worker; it asks here for every worker's, added up.
  answerClusterMetrics();
  if (!config.redisUrl) {
    log.warn(
      { workers: count },
      `${count} server processes without REDIS_URL: each keeps its own rate-limit counters, ` +
        `so one IP may make up to ${count} × RATE_LIMIT_PER_MINUTE requests a minute`,
    );
  }
  const slots: Slot[] = Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    startedAt: 0,
    listening: false,
    quickDeaths: 0,
  }));
  let stopping = false;
  let served = false;

  const start = (slot: Slot) => {
    slot.restart = undefined;
    slot.startedAt = Date.now();
    slot.listening = false;
    const worker = cluster.fork();
    slot.worker = worker;
    worker.once('listening', () => {
      slot.listening = true;
      if (!served && slots.every((s) => s.listening)) {
        served = true;
        log.info(
          `Sklep działa: ${config.publicUrl} (baza: ${config.database.kind}, procesy: ${count})`,
        );
      }
    });
    worker.once('exit', (code, signal) => {
      slot.worker = undefined;
      if (stopping) return;
      const workerPid = worker.process.pid;
      if (!served && !slot.listening) {
        // Not all have ever served yet: a setting or the port is wrong, restarting will not help.
        log.fatal(
          { worker: slot.number, workerPid, code, signal },
          'a server process failed to start',
        );
        void stop('start-up failed', 1);
        return;
      }
      const lived = Date.now() - slot.startedAt;
      slot.quickDeaths = lived >= STABLE_MS ? 0 : slot.quickDeaths + 1;
      const delay = RESTART_DELAYS_MS[Math.min(slot.quickDeaths, RESTART_DELAYS_MS.length - 1)]!;
      log.error(
        { worker: slot.number, workerPid, code, signal, livedMs: lived, restartInMs: delay },
        'server process ended unexpectedly; starting it again',
      );
      slot.restart = setTimeout(() => start(slot), delay);
    });
  };

  const stop = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'stopping the server processes');
    for (const slot of slots) clearTimeout(slot.restart);
    const running = slots.flatMap((slot) => (slot.worker ? [slot.worker] : []));
    await Promise.all(
      running.map((worker) =>
        stopWorker(worker, config.shutdownTimeoutMs + KILL_AFTER_DEADLINE_MS),
      ),
    );
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stop('SIGINT', 0));
  process.once('SIGTERM', () => void stop('SIGTERM', 0));

  for (const slot of slots) start(slot);
}

/** SIGTERM (the worker closes its app and exits), SIGKILL if it has not ended in `killAfterMs`. */
function stopWorker(worker: Worker, killAfterMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), killAfterMs);
    worker.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });
}
