// `npm run bench:checkout -- --blik-alias`: winners who have a remembered BLIK pay at the same
// moment, without a code, through the Przelewy24 stand-in (its bank app confirming after
// `--confirm-ms`, 5 s by default). A benchmark that reports numbers, not a timed test
// (docs/payments-blik.md).
//
// Set-up (not measured): `--shoppers` accounts each remember BLIK by paying one order with a code
// and „Zapamiętaj BLIK”; then a drop of one single piece per shopper. The race: at one moment
// every shopper orders their piece (as a winner admitted to the drop), asks to pay with the
// remembered BLIK and follows the payment every second, as the order page does, until paid.
// It prints the time from that moment to the paid order (median, p99; the server's `paid_at`
// and what the page saw), the bare-Fastify req/s of the same run and the load average, and
// checks through the stand-in and the database that nobody was charged twice and no charge was
// asked for after its reservation ended. The stand-in runs in a process of its own, as
// Przelewy24 is elsewhere; its control endpoints set the bank app's delay and tell the charges.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { przelewy24ShopSettings } from '../fakes/przelewy24.ts';
import { createPostgresDatabase } from '../../apps/api/src/test/postgres-database.ts';
import { freePort, startServerProcess } from '../../apps/api/src/test/server-process.ts';
import { bareBaseline } from './load.ts';
import { BENCH_DATABASE_URL, formatTable, loadAverage, percentile } from './report.ts';
import {
  KeepAliveClient,
  benchServerEnv,
  createDrop,
  createProduct,
  inParallel,
  makeShopper,
  mustOf,
  type Shopper,
} from './shop-api.ts';

export interface BlikAliasBenchOptions {
  shoppers: number;
  confirmMs: number;
  registerConcurrency: number;
  baselineSeconds: number;
  serverSettings: Record<string, string>;
}

const log = (text: string) => console.info(`[checkout --blik-alias] ${text}`);
const keys = { merchantId: 90_001, posId: 90_001, apiKey: 'bench-api-key', crc: 'bench-crc' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Przelewy24 stand-in in its own process, and its control endpoints. */
async function startStandIn(port: number) {
  const child = spawn(
    process.execPath,
    [
      'tools/fakes/przelewy24.ts',
      '--port',
      String(port),
      '--merchant',
      String(keys.merchantId),
      '--pos',
      String(keys.posId),
      '--key',
      keys.apiKey,
      '--crc',
      keys.crc,
    ],
    { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const auth = `Basic ${Buffer.from(`${keys.posId}:${keys.apiKey}`).toString('base64')}`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${url}/api/v1/testAccess`, { headers: { authorization: auth } }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100 || child.exitCode !== null) throw new Error('the stand-in did not start');
    await sleep(100);
  }
  return {
    baseUrl: `${url}/api/v1`,
    confirmAfter: async (ms: number) => {
      const res = await fetch(`${url}/_control/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ blikConfirmMs: ms }),
      });
      if (!res.ok) throw new Error(`stand-in settings: ${res.status}`);
    },
    transaction: async (session: string) => {
      const res = await fetch(`${url}/_control/transactions/${encodeURIComponent(session)}`);
      return res.ok
        ? ((await res.json()) as {
            aliasCharges: unknown[];
            refunds: number;
            orderId: number | null;
          })
        : null;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
type StandIn = Awaited<ReturnType<typeof startStandIn>>;

export async function runBlikAliasBench(options: BlikAliasBenchOptions): Promise<boolean> {
  const root = path.resolve(import.meta.dirname, '../..');
  const loadAtStart = loadAverage();
  const bareBefore =
    options.baselineSeconds > 0 ? await bareBaseline(options.baselineSeconds) : null;
  const fake = await startStandIn(await freePort());
  const database = await createPostgresDatabase(BENCH_DATABASE_URL, 'bench');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(root, '.tmp', `bench-${randomBytes(4).toString('hex')}`);
  const adminEmail = `bench-admin-${randomBytes(4).toString('hex')}@sklep.test`;
  const adminPassword = `Benchmark-Admin-${randomBytes(6).toString('hex')}!`;
  const client = new KeepAliveClient(base, options.shoppers);
  const server = await startServerProcess({
    port,
    startTimeoutMs: 60_000,
    env: {
      ...benchServerEnv({ base, databaseUrl: database.url, dataDir, adminEmail, adminPassword }),
      ...przelewy24ShopSettings(keys, fake.baseUrl),
      ...options.serverSettings,
    },
  });
  try {
    const must = mustOf(client.request);
    const { token: staff } = (await must('POST', '/api/auth/login', undefined, {
      email: adminEmail,
      password: adminPassword,
    })) as { token: string };
    const shoppers = await inParallel(
      options.shoppers,
      options.registerConcurrency,
      () => makeShopper(must),
      (done, rate) => log(`shoppers registered: ${done} (${rate}/s)`),
    );

    // Each shopper remembers BLIK with one order paid by code (confirmed at once here).
    await fake.confirmAfter(0);
    const warmUp = await createDrop(must, staff, new Date(Date.now() - 3_600_000));
    let remembered = 0;
    await inParallel(
      options.shoppers,
      options.registerConcurrency,
      async (index) => {
        const buyer = shoppers[index]!;
        const piece = await createProduct(must, staff, warmUp.id, {
          name: `Rozgrzewka ${index}`,
          price: 1_990,
          stock: 1,
        });
        const order = await placeOrder(must, buyer, piece, base);
        await must('POST', `/api/orders/${order}/blik`, buyer.token, {
          code: '777123',
          remember: true,
        });
        while (
          !((await must('GET', '/api/users/me/blik-alias', buyer.token)) as { alias: unknown })
            .alias
        ) {
          await sleep(50);
        }
        remembered += 1;
      },
      () => log(`BLIK remembered: ${remembered}`),
    );

    const drop = await createDrop(must, staff, new Date(Date.now() - 60_000));
    const pieces: number[] = [];
    for (let i = 0; i < options.shoppers; i++) {
      pieces.push(
        await createProduct(must, staff, drop.id, { name: `Wygrana ${i}`, price: 4_990, stock: 1 }),
      );
    }
    await Promise.all(shoppers.map(() => client.request('GET', '/api/health')));

    // The race: every winner orders, pays without a code, and follows the payment each second.
    await fake.confirmAfter(options.confirmMs);
    const unexpected: string[] = [];
    const seen: number[] = [];
    const ordered: number[] = [];
    const asked: number[] = [];
    const orderIds: number[] = [];
    const startedAt = new Date();
    const started = performance.now();
    await Promise.all(
      shoppers.map(async (buyer, index) => {
        try {
          const order = await placeOrder(must, buyer, pieces[index]!, base);
          orderIds.push(order);
          ordered.push(performance.now() - started);
          const charge = (await must(
            'POST',
            `/api/orders/${order}/blik/one-click`,
            buyer.token,
            {},
          )) as { status: string };
          asked.push(performance.now() - started);
          if (charge.status !== 'WAITING') throw new Error(`one-click answered ${charge.status}`);
          for (;;) {
            await sleep(1_000);
            const state = (await must('GET', `/api/orders/${order}/blik`, buyer.token)) as {
              status: string;
            };
            if (state.status === 'PAID') break;
            if (state.status !== 'WAITING') throw new Error(`payment ended ${state.status}`);
          }
          seen.push(performance.now() - started);
        } catch (error) {
          unexpected.push((error as Error).message.slice(0, 200));
        }
      }),
    );
    const loadAtEnd = loadAverage();
    const bareAfter =
      options.baselineSeconds > 0 ? await bareBaseline(options.baselineSeconds) : null;
    const paidAfter = await paidTimes(database.url, orderIds, startedAt);
    const problems = await chargeProblems(database.url, orderIds, fake);
    const server_ = paidAfter.sort((a, b) => a - b);
    const page = seen.sort((a, b) => a - b);
    const median = (values: number[]) =>
      Math.round(
        percentile(
          values.sort((a, b) => a - b),
          0.5,
        ),
      );
    const result = {
      shoppers: options.shoppers,
      confirmMs: options.confirmMs,
      paid: server_.length,
      paidMs: {
        p50: Math.round(percentile(server_, 0.5)),
        p99: Math.round(percentile(server_, 0.99)),
      },
      // When the order was placed, and when the charge was taken (before the bank app's wait).
      phasesP50Ms: { ordered: median(ordered), charged: median(asked) },
      seenByPageMs: {
        p50: Math.round(percentile(page, 0.5)),
        p99: Math.round(percentile(page, 0.99)),
      },
      unexpected: unexpected.slice(0, 5),
      problems,
      bareFastifyRps: { before: bareBefore?.rps, after: bareAfter?.rps },
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      serverSettings: options.serverSettings,
    };
    console.info(JSON.stringify(result));
    console.info(
      formatTable([
        ['paid', 'p50 s', 'p99 s', 'page p50 s', 'page p99 s', 'bare req/s', 'load'],
        [
          `${result.paid}/${options.shoppers}`,
          (result.paidMs.p50 / 1000).toFixed(1),
          (result.paidMs.p99 / 1000).toFixed(1),
          (result.seenByPageMs.p50 / 1000).toFixed(1),
          (result.seenByPageMs.p99 / 1000).toFixed(1),
          `${Math.round(bareBefore?.rps ?? 0)} / ${Math.round(bareAfter?.rps ?? 0)}`,
          `${loadAtStart} → ${loadAtEnd}`,
        ],
      ]),
    );
    log(
      problems.length === 0
        ? 'no double charge, no charge without a live reservation, nothing refunded'
        : `PROBLEMS: ${problems.join('; ')}`,
    );
    return problems.length === 0 && unexpected.length === 0 && result.paid === options.shoppers;
  } finally {
    client.close();
    await server.stop();
    await fake.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function placeOrder(
  must: ReturnType<typeof mustOf>,
  buyer: Shopper,
  productId: number,
  base: string,
): Promise<number> {
  const order = (await must('POST', '/api/orders', buyer.token, {
    shippingAddressId: buyer.addressId,
    items: [{ productId, quantity: 1 }],
    returnUrl: `${base}/orders`,
    shippingMethod: 'INPOST_COURIER',
  })) as { id: number };
  return order.id;
}

/** Milliseconds from the race's start to each race order's payment, as the server recorded it. */
async function paidTimes(databaseUrl: string, orderIds: number[], startedAt: Date) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ms: string }>(
      `SELECT EXTRACT(EPOCH FROM (paid_at - $2::timestamptz)) * 1000 AS ms
         FROM orders WHERE id = ANY($1::int[]) AND paid_at IS NOT NULL`,
      [orderIds, startedAt.toISOString()],
    );
    return rows.map((row) => Number(row.ms));
  } finally {
    await client.end();
  }
}

/**
 * Double charges and charges without a live reservation: at the stand-in, one successful
 * charge and one payment per transaction; in the database, every BLIK payment asked for before
 * its order's reservation ended, no refund and no second payment recorded.
 */
async function chargeProblems(
  databaseUrl: string,
  orderIds: number[],
  fake: StandIn,
): Promise<string[]> {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: sessions } = await client.query<{ session: string }>(
      'SELECT payment_session_id AS session FROM orders WHERE id = ANY($1::int[])',
      [orderIds],
    );
    for (const { session } of sessions) {
      const transaction = await fake.transaction(session);
      if (!transaction) problems.push(`${session}: never registered`);
      else if (transaction.aliasCharges.length !== 1) {
        problems.push(`${session}: ${transaction.aliasCharges.length} charges by alias`);
      } else if (transaction.refunds > 0) problems.push(`${session}: refunded`);
    }
    const late = await client.query(
      `SELECT c.id FROM blik_charges c JOIN orders o ON o.id = c.order_id
        WHERE c.order_id = ANY($1::int[]) AND c.sent_at >= o.expires_at`,
      [orderIds],
    );
    if (late.rowCount) problems.push(`${late.rowCount} charges asked for after the reservation`);
    const extra = await client.query(
      `SELECT outcome, count(*)::int AS n FROM payment_notifications
        WHERE order_id = ANY($1::int[]) AND outcome <> 'PAID' AND outcome <> 'DUPLICATE'
        GROUP BY outcome`,
      [orderIds],
    );
    for (const row of extra.rows as { outcome: string; n: number }[]) {
      problems.push(`${row.n} notifications ${row.outcome}`);
    }
    const refunds = await client.query('SELECT id FROM refunds WHERE order_id = ANY($1::int[])', [
      orderIds,
    ]);
    if (refunds.rowCount) problems.push(`${refunds.rowCount} refunds`);
    return problems;
  } finally {
    await client.end();
  }
}
