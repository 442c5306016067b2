// The KSeF job (decision 030): sends queued invoices and corrections to KSeF and reads their
// outcome (flows/invoicing/ksef-sending.ts), on one replica at a time (one-replica.ts). Without
// a KSeF token it does not run and says so at start; KSEF_MODE=off records what is queued as not
// sent. Started by runtime/start-up.ts; tests call runKsef directly.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { sendToKsef, type KsefRun } from '../flows/invoicing/ksef-sending.ts';
import { createKsefClient, type KsefClient } from '../modules/ksef/index.ts';
import { onOneReplica } from './one-replica.ts';
import { repeatEvery } from './repeat.ts';

export const KSEF_POLL_MS = 5_000;
const KSEF_JOB_LOCK = 724_019;

/** The client the configuration asks for; null when KSeF is off or not configured. */
export function ksefClientOf(config: FastifyInstance['config']): KsefClient | null {
  const { ksef } = config;
  return ksef.mode === 'on'
    ? createKsefClient({ baseUrl: ksef.baseUrl, nip: ksef.nip, token: ksef.token })
    : null;
}

/** One run, unless another replica is running (answers null then). */
export function runKsef(
  app: FastifyInstance,
  database: Database,
  ksef: KsefClient | null,
): Promise<KsefRun | null> {
  return onOneReplica(database, KSEF_JOB_LOCK, () =>
    sendToKsef({ db: app.db, ksef, log: app.log, now: app.clock.now() }),
  );
}

export function startKsefJob(app: FastifyInstance, database: Database, pollMs = KSEF_POLL_MS) {
  if (app.config.ksef.mode === 'unconfigured') {
    app.log.warn(
      'KSeF is not configured (KSEF_TOKEN): invoices wait in the KSeF queue and are not sent; set KSEF_MODE=off for a seller exempt until 2027',
    );
    return;
  }
  if (app.config.ksef.mode === 'on' && !app.config.ksef.qr.certificate) {
    app.log.warn(
      'No KSeF certificate of type Offline (KSEF_OFFLINE_CERTIFICATE_FILE, KSEF_OFFLINE_KEY_FILE): no invoice goes out offline (it needs KOD II); buyers get theirs once KSeF numbers it',
    );
  }
  const ksef = ksefClientOf(app.config);
  repeatEvery(app, pollMs, 'KSeF run failed', async () => {
    const run = await runKsef(app, database, ksef);
    if (run && (run.sent || run.accepted || run.refused)) app.log.info(run, 'KSeF run');
  });
}
