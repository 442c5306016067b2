// Checkout under contention on PostgreSQL: how many orders per second the real server (its own
// process, real HTTP) takes while every shopper races for the same drop, and proof of no
// oversell. A benchmark that reports numbers, not a timed test (see docs/checkout.md).
//
//   npm run bench:checkout -- [--shoppers 1000] [--singles 50] [--fives 200]
//       [--register-concurrency 8] [--baseline-seconds 5] [--workers N] [--env KEY=VALUE ...]
//   npm run bench:checkout -- --blik-alias [--shoppers 1000] [--confirm-ms 5000] ...
//
// With --blik-alias: winners with a remembered BLIK pay at once without a code
// (checkout-blik-alias.ts); the rest of this file is the order race.
//
// It creates a throw-away database, starts `apps/api/src/server.ts` on it (MAX_UNPAID_ORDERS at
// its default of 2, pool 20; `--workers N` runs N processes, `--env` adds server settings),
// registers the shoppers (set-up, not measured), and creates an open drop of `--singles` single
// pieces and `--fives` products of 5 pieces. Then every shopper at once orders one piece at a
// time, a random product among those not yet seen sold out, until they hold as many unpaid
// orders as the limit allows or nothing is left. It prints orders/s (first order sent to last
// answer), latency, answers by code, the bare-Fastify req/s of the same run and the load
// average, and checks in the database that no piece was sold twice (see checkStock).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPostgresDatabase } from '../../apps/api/src/test/postgres-database.ts';
import { freePort, startServerProcess } from '../../apps/api/src/test/server-process.ts';
import { runBlikAliasBench } from './checkout-blik-alias.ts';
import { bareBaseline } from './load.ts';
import { BENCH_DATABASE_URL, formatTable, loadAverage, percentile } from './report.ts';
import {
  KeepAliveClient,
  benchServerEnv,
  checkStock,
  codeOf,
  createDrop,
  createProduct,
  inParallel,
  makeShopper,
  mustOf,
  productSpecs,
  type Shopper,
} from './shop-api.ts';

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '1000' },
    singles: { type: 'string', default: '50' },
    fives: { type: 'string', default: '200' },
    'register-concurrency': { type: 'string', default: '8' },
    'baseline-seconds': { type: 'string', default: '5' },
    workers: { type: 'string' },
    env: { type: 'string', multiple: true, default: [] },
    'blik-alias': { type: 'boolean', default: false },
    'confirm-ms': { type: 'string', default: '5000' },
  },
});
const SHOPPERS = Number(values.shoppers);
const root = path.resolve(import.meta.dirname, '../..');
const serverSettings: Record<string, string> = {
  ...(values.workers ? { WORKERS: values.workers } : {}),
  ...Object.fromEntries(
    values.env.map((pair) => [pair.split('=')[0]!, pair.slice(pair.indexOf('=') + 1)]),
  ),
};
/** A shopper stops at the unpaid-order limit, as the shop would refuse another order. */
const MAX_UNPAID = Number(serverSettings.MAX_UNPAID_ORDERS ?? 2);
const log = (text: string) => console.info(`[checkout] ${text}`);

if (values['blik-alias']) {
  const passed = await runBlikAliasBench({
    shoppers: SHOPPERS,
    confirmMs: Number(values['confirm-ms']),
    registerConcurrency: Number(values['register-concurrency']),
    baselineSeconds: Number(values['baseline-seconds']),
    serverSettings,
  });
  process.exit(passed ? 0 : 1);
}

interface Outcome {
  latencies: number[];
  answers: Map<string, number>;
  created: number;
  unexpected: string[];
}

/** One shopper: orders single pieces until they hold MAX_UNPAID orders or nothing is left. */
async function shopper(
  client: KeepAliveClient,
  buyer: Shopper,
  remaining: Set<number>,
  returnUrl: string,
  outcome: Outcome,
) {
  for (let placed = 0; placed < MAX_UNPAID && remaining.size > 0;) {
    const candidates = [...remaining];
    const productId = candidates[Math.floor(Math.random() * candidates.length)]!;
    const answer = await client.request('POST', '/api/orders', buyer.token, {
      shippingAddressId: buyer.addressId,
      items: [{ productId, quantity: 1 }],
      returnUrl,
      shippingMethod: 'INPOST_COURIER',
    });
    outcome.latencies.push(answer.end - answer.start);
    const key = `${answer.status}${codeOf(answer) ? ` ${codeOf(answer)}` : ''}`;
    outcome.answers.set(key, (outcome.answers.get(key) ?? 0) + 1);
    if (answer.status === 201) {
      outcome.created += 1;
      placed += 1;
    } else if (codeOf(answer) === 'OutOfStockException') remaining.delete(productId);
    else {
      outcome.unexpected.push(`${answer.status} ${answer.text.slice(0, 200)}`);
      return;
    }
  }
}

const baselineSeconds = Number(values['baseline-seconds']);
const loadAtStart = loadAverage();
const bareBefore = baselineSeconds > 0 ? await bareBaseline(baselineSeconds) : null;
const database = await createPostgresDatabase(BENCH_DATABASE_URL, 'bench');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.tmp', `bench-${randomBytes(4).toString('hex')}`);
const adminEmail = `bench-admin-${randomBytes(4).toString('hex')}@sklep.test`;
const adminPassword = `Benchmark-Admin-${randomBytes(6).toString('hex')}!`;
const client = new KeepAliveClient(base, SHOPPERS);
const server = await startServerProcess({
  port,
  startTimeoutMs: 60_000,
  env: {
    ...benchServerEnv({ base, databaseUrl: database.url, dataDir, adminEmail, adminPassword }),
    ...serverSettings,
  },
});
let failed: boolean;
try {
  const must = mustOf(client.request);
  const { token: staff } = (await must('POST', '/api/auth/login', undefined, {
    email: adminEmail,
    password: adminPassword,
  })) as { token: string };
  const shoppers = await inParallel(
    SHOPPERS,
    Number(values['register-concurrency']),
    () => makeShopper(must),
    (done, rate) => log(`shoppers registered: ${done} (${rate}/s)`),
  );
  const specs = productSpecs(Number(values.singles), Number(values.fives));
  const drop = await createDrop(must, staff, new Date(Date.now() - 3_600_000));
  const initial = new Map<number, number>();
  for (const spec of specs)
    initial.set(await createProduct(must, staff, drop.id, spec), spec.stock);
  const pieces = specs.reduce((sum, spec) => sum + spec.stock, 0);
  // Sockets open before the race, as browsers on the page have theirs.
  await Promise.all(shoppers.map(() => client.request('GET', '/api/health')));

  const outcome: Outcome = { latencies: [], answers: new Map(), created: 0, unexpected: [] };
  const remaining = new Set(initial.keys());
  const started = performance.now();
  await Promise.all(
    shoppers.map((buyer) => shopper(client, buyer, remaining, `${base}/orders`, outcome)),
  );
  const seconds = (performance.now() - started) / 1000;
  const loadAtEnd = loadAverage();
  const bareAfter = baselineSeconds > 0 ? await bareBaseline(baselineSeconds) : null;
  const check = await checkStock(database.url, initial);
  const latencies = outcome.latencies.sort((a, b) => a - b);
  const result = {
    shoppers: SHOPPERS,
    products: specs.length,
    pieces,
    ordersCreated: outcome.created,
    seconds: Number(seconds.toFixed(2)),
    ordersPerSecond: Number((outcome.created / seconds).toFixed(1)),
    requestsPerSecond: Number((latencies.length / seconds).toFixed(1)),
    latencyMs: {
      p50: Math.round(percentile(latencies, 0.5)),
      p99: Math.round(percentile(latencies, 0.99)),
      max: Math.round(latencies.at(-1) ?? 0),
    },
    answers: Object.fromEntries(outcome.answers),
    unexpected: outcome.unexpected.slice(0, 5),
    check,
    bareFastifyRps: { before: bareBefore?.rps, after: bareAfter?.rps },
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    serverSettings,
  };
  console.info(JSON.stringify(result));
  console.info(
    formatTable([
      ['orders/s', 'orders', 'pieces', 'seconds', 'p50 ms', 'p99 ms', 'bare req/s', 'load'],
      [
        String(result.ordersPerSecond),
        String(result.ordersCreated),
        String(pieces),
        String(result.seconds),
        String(result.latencyMs.p50),
        String(result.latencyMs.p99),
        `${Math.round(bareBefore?.rps ?? 0)} / ${Math.round(bareAfter?.rps ?? 0)}`,
        `${loadAtStart} → ${loadAtEnd}`,
      ],
    ]),
  );
  log(
    check.problems.length === 0
      ? `no oversell: initial stock = stock left + pieces ordered for all ${specs.length} products; ${check.maxUnpaidPerShopper} unpaid orders at most per shopper`
      : `PROBLEMS: ${check.problems.join('; ')}`,
  );
  failed = check.problems.length > 0 || outcome.unexpected.length > 0;
} finally {
  client.close();
  await server.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
