// The accountant's export at size: `--orders` orders (100,000 by default) written straight into a
// throw-away PostgreSQL database, then GET /api/admin/exports/orders.csv over a month, read by a
// client as fast as it can, against the built server (as `npm start` runs it). Reports the rows
// and bytes, the time, and how much the server's resident memory grew while it streamed (its
// peak sampled every 50 ms over its RSS before); then the same export `--downloads` - 1 more
// times, each one's peak growth, to tell a leak from garbage not collected yet.
// docs/exports.md. A benchmark, not a timed test.
//
//   npm run build && npm run bench:export -- [--orders 100000] [--downloads 10] [--baseline-seconds 3]
//
// Exits non-zero when a row is missing, the export grew the RSS by 50 MB or more, or the
// repeated exports keep growing it (a leak).
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPostgresDatabase } from '../../apps/api/src/test/postgres-database.ts';
import { freePort, startServerProcess } from '../../apps/api/src/test/server-process.ts';
import { bareBaseline } from './load.ts';
import { BENCH_DATABASE_URL, loadAverage } from './report.ts';
import { benchServerEnv } from './shop-api.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    downloads: { type: 'string', default: '10' },
    'baseline-seconds': { type: 'string', default: '3' },
    'database-url': { type: 'string', default: BENCH_DATABASE_URL },
  },
});
const ORDERS = Number(values.orders);
const GROWTH_LIMIT_MB = 50;
const DOWNLOADS = Number(values.downloads);
/**
 * The last download may peak above the three before it by this much before it counts as a leak:
 * garbage V8 has not collected yet grows for a few downloads, until its old generation reaches
 * the size at which a major GC runs, and then stays there (measured: a plateau near +240 MB on
 * a 24 GB machine, where V8 lets the heap grow to 4 GB).
 */
const LEAK_MARGIN_MB = 25;
const root = path.resolve(import.meta.dirname, '../..');
const log = (text: string) => console.info(`[export] ${text}`);

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

/** Orders spread over March 2027 (Warsaw), as the shop writes them, in one statement. */
async function insertOrders(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO users (email, password_hash) VALUES ('kupujacy@bench.test', '-') RETURNING id`,
    );
    await client.query(
      `INSERT INTO orders (user_id, customer_email, status, subtotal, shipping_cost, discount,
         total_amount, shipping_method, shipping_address, return_url, payment_provider,
         payment_session_id, payment_url, paid_at, expires_at, created_at, updated_at)
       SELECT $1, 'kupujacy@bench.test', 'PAID', 12300 + n % 5000, 1000, 0, 13300 + n % 5000,
              'INPOST_COURIER',
              '{"name":"Jan Kowalski","street":"Długa 1","city":"Kraków","postalCode":"30-001","country":"Polska"}',
              'http://localhost/orders', 'simulator', 'bench-' || n, 'http://localhost/pay',
              at + interval '1 minute', at + interval '30 minutes', at, at
         FROM generate_series(1, $2) AS n,
              LATERAL (SELECT timestamptz '2027-03-01 00:00+01' + (n * interval '25 seconds') AS at) t`,
      [rows[0]!.id, count],
    );
  } finally {
    await client.end();
  }
}

async function main() {
  log(`${os.cpus().length} CPUs, load average ${loadAverage()}`);
  const seconds = Number(values['baseline-seconds']);
  const bare = seconds > 0 ? await bareBaseline(seconds) : null;
  const database = await createPostgresDatabase(values['database-url'], 'bench_export');
  const dataDir = path.join(root, '.tmp', `bench-export-${randomBytes(4).toString('hex')}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const adminEmail = `bench-admin-${randomBytes(4).toString('hex')}@sklep.test`;
  const adminPassword = `Benchmark-Admin-${randomBytes(6).toString('hex')}!`;
  let failed = false;
  const server = await startServerProcess({
    port,
    entry: 'compiled',
    startTimeoutMs: 60_000,
    env: {
      ...benchServerEnv({ base, databaseUrl: database.url, dataDir, adminEmail, adminPassword }),
      MALLOC_ARENA_MAX: '2',
    },
  });
  try {
    log(`inserting ${ORDERS} orders (set-up)...`);
    await insertOrders(database.url, ORDERS);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    });
    const { token } = (await login.json()) as { token: string };
    const before = await rssMb(server.pid);
    let peak = before;
    const timer = setInterval(() => {
      void rssMb(server.pid).then((mb) => (peak = Math.max(peak, mb)));
    }, 50);
    const download = async () => {
      const started = performance.now();
      const answer = await fetch(
        `${base}/api/admin/exports/orders.csv?from=2027-03-01&to=2027-03-31`,
        { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } },
      );
      let size = 0;
      let newlines = 0;
      for await (const chunk of answer.body as AsyncIterable<Uint8Array>) {
        size += chunk.length;
        newlines += chunk.filter((byte) => byte === 10).length;
      }
      return {
        status: answer.status,
        size,
        newlines,
        seconds: (performance.now() - started) / 1000,
      };
    };
    // The Done-when of issue 34 is about one export: the peak while it streams. Then more
    // downloads show whether it left something behind: a leak grows with each, garbage V8 has
    // not collected yet stops growing once a major GC runs (the plateau).
    const first = await download();
    const growth = peak - before;
    const peaks: number[] = [];
    let status = first.status;
    for (let round = 1; round < DOWNLOADS; round += 1) {
      peak = before;
      status = Math.max(status, (await download()).status);
      peaks.push(peak - before);
    }
    clearInterval(timer);
    const rows = first.newlines - 1;
    const inMarch = Math.min(ORDERS, Math.floor((31 * 86_400 - 3_600) / 25));
    const leaking =
      peaks.length >= 4 && peaks.at(-1)! > Math.max(...peaks.slice(-4, -1)) + LEAK_MARGIN_MB;
    console.info(
      [
        `status ${status}, ${rows} rows (${inMarch} placed in March), ${(first.size / 1024 / 1024).toFixed(1)} MB in ${first.seconds.toFixed(1)} s (${Math.round(rows / first.seconds)} rows/s)`,
        `server RSS ${before.toFixed(0)} MB before, peak during the export ${(before + growth).toFixed(0)} MB: grew ${growth.toFixed(1)} MB (limit ${GROWTH_LIMIT_MB} MB)`,
        `the same export again, peak growth each time: ${peaks.map((mb) => `${mb.toFixed(0)} MB`).join(', ') || 'not run'}${leaking ? ' (still growing at the end: a leak)' : ''}`,
        `bare Fastify ${bare ? `${Math.round(bare.rps)} req/s (load ${bare.loadAverage})` : 'not measured'}; load now ${loadAverage()}`,
      ].join('\n'),
    );
    if (status !== 200 || rows !== inMarch || growth >= GROWTH_LIMIT_MB || leaking) failed = true;
  } finally {
    await server.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
