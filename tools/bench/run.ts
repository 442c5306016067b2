// Catalogue read benchmark: the drop-opening hot path on PostgreSQL, side by side with a bare
// Fastify route on the same machine in the same run.
//
//   npm run bench -- [--database-url postgres://postgres@127.0.0.1:5432/test] [--port 3204]
//                    [--products 10000] [--drops 60] [--duration 10] [--connections 20] [--keep]
//
// It creates a fresh database, migrates it, bulk-inserts the catalogue, starts the real server
// (its own process, as `npm start` runs it) and measures with autocannon, one target at a time:
//   GET /api/products/{id} (random ids), GET /api/products/drop/{id} (random drops, pages of 40),
//   GET /api/products/search?term=... (random terms), GET /product/{id} (the page's HTML).
// The shop is first warmed up on every target in turn (its code compiled by the JIT, as in a
// server that has been running), then each target gets its own warm-up and measured run.
// During each shop target a freshly added drop's prices step from level 0 to level 1 halfway
// through the run, and a watcher checks every read of it against the shared price rules.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { createPostgresDatabase } from '../../apps/api/src/test/postgres-database.ts';
import { SEARCH_TERMS, dropTimes, insertDrops, insertProducts } from './catalogue-data.ts';
import { runLoad, type LoadResult } from './load.ts';
import { addStepDrop, watchPrices, type StepReport } from './price-step.ts';
import { startBareServer, startShop, WEB_DIST, type Server } from './processes.ts';
import { BENCH_DATABASE_URL, formatTable, loadAverage } from './report.ts';

const { values: options } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: BENCH_DATABASE_URL,
    },
    port: { type: 'string', default: '3204' },
    products: { type: 'string', default: '10000' },
    drops: { type: 'string', default: '60' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});
const PORT = Number(options.port);
const PRODUCTS = Number(options.products);
const DROPS = Number(options.drops);
const SECONDS = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const WARM_UP_SECONDS = 2;
const HOT_PAGES = 50;
if (!existsSync(path.join(WEB_DIST, '../dist-server/entry-server.js'))) {
  throw new Error('The product page target needs the built web app: run npm run build first');
}
const STEP_PRODUCTS = 100;

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const log = (text: string) => console.info(`[bench] ${text}`);

interface Row {
  target: string;
  result: LoadResult;
  /** Server CPU per request (ms): unlike req/s, it hardly depends on what else the machine runs. */
  cpuPerRequest: number | null;
  step?: StepReport;
}

/** Runs `work` and answers the server process's CPU time over it (ms), null if unknown. */
async function cpuDuring<T>(server: Server, work: () => Promise<T>): Promise<[T, number | null]> {
  const before = await server.cpuMs();
  const value = await work();
  const after = await server.cpuMs();
  return [value, before === null || after === null ? null : after - before];
}

const perRequest = (cpu: number | null, requests: number) =>
  cpu === null || requests === 0 ? null : cpu / requests;

function printTable(rows: Row[]) {
  const bare = rows[0]!.result.rps;
  const lines = [
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'CPU ms/req', 'requests', 'failures'],
    ...rows.map(({ target, result: r, cpuPerRequest }) => [
      target,
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      `${((r.rps / bare) * 100).toFixed(0)} %`,
      cpuPerRequest === null ? '-' : cpuPerRequest.toFixed(3),
      String(r.requests),
      String(r.failures),
    ]),
  ];
  console.info(`\n${formatTable(lines)}\n`);
}

async function main() {
  const database = await createPostgresDatabase(options['database-url'], 'bench_catalogue');
  const client = new pg.Client({ connectionString: database.url });
  let server: Server | undefined;
  try {
    log(`database ${database.name}; ${os.cpus().length} CPUs, load average ${loadAverage()}`);
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
    await migrate(handle);
    await handle.close();

    await client.connect();
    const now = new Date();
    let started = performance.now();
    const drops = await insertDrops(client, dropTimes(DROPS, now), 1, 'Bench');
    const products = await insertProducts(client, drops, PRODUCTS, 1, 42);
    // VACUUM sets the visibility map, so counts can be index-only scans as on a settled database.
    await client.query('VACUUM ANALYZE');
    log(
      `${products.length} products in ${drops.length} drops inserted in ${Math.round(performance.now() - started)} ms`,
    );

    const openDrops = drops.filter((d) => d.dropTime <= now).map((d) => d.id);
    const openIds = new Set(openDrops);
    const visibleProducts = products.filter((p) => openIds.has(p.dropId)).map((p) => p.id);
    const rows: Row[] = [];

    server = await startBareServer(PORT);
    await runLoad(server.url, () => '/bare', WARM_UP_SECONDS, CONNECTIONS);
    const bareServer = server;
    const [bare, bareCpu] = await cpuDuring(server, () =>
      runLoad(bareServer.url, () => '/bare', SECONDS, CONNECTIONS),
    );
    rows.push({
      target: 'bare Fastify {ok:true}',
      result: bare,
      cpuPerRequest: perRequest(bareCpu, bare.requests),
    });
    await server.stop();

    started = performance.now();
    server = await startShop(PORT, database.url, { web: true });
    log(`shop started in ${Math.round(performance.now() - started)} ms`);
    const targets: [string, (stepProducts: number[], stepDrop: number) => () => string][] = [
      [
        'GET /api/products/{id}',
        (step) => () =>
          `/api/products/${Math.random() < 0.05 ? pick(step) : pick(visibleProducts)}`,
      ],
      [
        'GET /api/products/drop/{id} (40)',
        // Pages of 40, as the web's collection page asks for them (dropProductsPath).
        (_, stepDrop) => () =>
          `/api/products/drop/${Math.random() < 0.05 ? stepDrop : pick(openDrops)}?page=${Math.floor(Math.random() * 4)}&count=40`,
      ],
      [
        'GET /api/products/search?term=',
        () => () =>
          `/api/products/search?term=${encodeURIComponent(pick(SEARCH_TERMS))}&page=0&count=20`,
      ],
      // The product page's HTML, rendered on the server from the same kept answers: any of the
      // catalogue's products (nearly every page rendered afresh), then 50 of them, as at a drop
      // opening (each page rendered once per its two seconds, the rest kept).
      ['GET /product/{id} (page)', () => () => `/product/${pick(visibleProducts)}`],
      [
        'GET /product/{id} (page, 50 hot)',
        () => () => `/product/${pick(visibleProducts.slice(0, HOT_PAGES))}`,
      ],
    ];
    for (const [, paths] of targets) {
      await runLoad(
        server.url,
        paths(visibleProducts, openDrops[0]!),
        WARM_UP_SECONDS,
        CONNECTIONS,
      );
    }
    let nextDropId = drops.length + 1;
    let nextProductId = products.length + 1;
    for (const [target, paths] of targets) {
      // The step falls in the middle of the measured run (after the warm-up).
      const boundary = new Date(Date.now() + (WARM_UP_SECONDS + SECONDS / 2) * 1000 + 300);
      const step = await addStepDrop(
        client,
        { drop: nextDropId, product: nextProductId },
        boundary,
        STEP_PRODUCTS,
      );
      nextDropId += 1;
      nextProductId += STEP_PRODUCTS;
      const pathOf = paths(
        step.products.map((p) => p.id),
        step.drop.id,
      );
      await runLoad(server.url, pathOf, WARM_UP_SECONDS, CONNECTIONS);
      const until = new Date(Date.now() + SECONDS * 1000);
      const shop = server;
      const [[result, report], cpu] = await cpuDuring(shop, () =>
        Promise.all([
          runLoad(shop.url, pathOf, SECONDS, CONNECTIONS),
          watchPrices(shop.url, step, until),
        ]),
      );
      const cpuPerRequest = perRequest(cpu, result.requests + report.reads);
      rows.push({ target, result, cpuPerRequest, step: report });
      log(`${target}: ${result.rps.toFixed(0)} req/s`);
    }

    console.info(
      `\nCatalogue: ${products.length} products, ${drops.length} drops; ${CONNECTIONS} connections, ${SECONDS} s per target, load average after: ${loadAverage()}`,
    );
    printTable(rows);
    let ok = rows.every((r) => r.result.failures === 0);
    for (const { target, step } of rows) {
      if (!step) continue;
      const stepped = step.before > 0 && step.after > 0;
      ok &&= stepped && step.problems.length === 0;
      console.info(
        `price step during ${target}: ${step.reads} reads, ${step.before} before and ${step.after} after the step, ` +
          `${step.problems.length === 0 ? 'all correct' : `WRONG: ${step.problems.join('; ')}`}${stepped ? '' : ' (the step was not observed)'}`,
      );
    }
    if (!ok) {
      console.error('\nBenchmark checks failed (see above).');
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
    await client.end().catch(() => undefined);
    if (options.keep) log(`kept database ${database.url}`);
    else await database.drop();
  }
}

await main();
