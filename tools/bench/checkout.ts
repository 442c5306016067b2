// Checkout under contention on PostgreSQL: how many orders per second the real server (its own
// process, real HTTP) takes while many shoppers race for few pieces, and proof of no oversell.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx node tools/bench/checkout.ts \
//     [--port 3207] [--shoppers 60] [--concurrency 40]
//
// It creates a throw-away database, starts `apps/api/src/server.ts` on it, adds a staff account,
// shoppers with addresses and products, then runs two scenarios until every piece is sold:
//   hot:    1 product with 300 pieces, every request fights for the same row;
//   spread: 60 products with 5 pieces each, bought at random.
// Afterwards it checks in the database that stock never went below 0 and that every piece taken
// belongs to exactly one order line (initial stock = stock left + pieces ordered).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPostgresDatabase } from '../../apps/api/src/test/postgres-database.ts';
import { startServerProcess } from '../../apps/api/src/test/server-process.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3207' },
    shoppers: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '40' },
  },
});
const PORT = Number(values.port);
const SHOPPERS = Number(values.shoppers);
const CONCURRENCY = Number(values.concurrency);
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '../..');
const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!baseUrl)
  throw new Error('Set TEST_DATABASE_URL (a PostgreSQL server to create a database on)');

async function call(method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function must(method: string, url: string, token?: string, body?: unknown) {
  const res = await call(method, url, token, body);
  if (res.status >= 300)
    throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

interface Shopper {
  token: string;
  addressId: number;
}

async function makeShopper(): Promise<Shopper> {
  const email = `bench-${randomBytes(6).toString('hex')}@sklep.test`;
  const { token } = await must('POST', '/api/auth/register', undefined, {
    email,
    phone: String(500_000_000 + Math.floor(Math.random() * 99_999_999)),
    password: `Zielony-Rower-${randomBytes(4).toString('hex')}!`,
  });
  const address = await must('POST', '/api/users/me/addresses', token, {
    name: 'Jan Kowalski',
    street: 'Długa 1',
    city: 'Kraków',
    postalCode: '30-001',
    country: 'Polska',
  });
  return { token, addressId: address.id };
}

async function makeProducts(staffToken: string, count: number, stock: number) {
  const drop = await must('POST', '/api/drops', staffToken, {
    name: `Bench ${randomBytes(3).toString('hex')}`,
    shortDescription: 'Benchmark',
    description: 'Benchmark',
    categories: ['ELECTRONICS'],
    dropTime: new Date(Date.now() - 3_600_000).toISOString(),
  });
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const saved = await must('POST', '/api/products', staffToken, {
      dropId: drop.id,
      name: `Produkt ${i}`,
      description: 'Benchmark',
      price: 1_000,
      purchasePrice: 100,
      priceType: 'STATIC',
      stock,
      category: 'ELECTRONICS',
      condition: 'NEW',
    });
    ids.push(saved.id);
  }
  return ids;
}

async function scenario(name: string, shoppers: Shopper[], products: number[], pieces: number) {
  const remaining = new Set(products);
  let sold = 0;
  let conflicts = 0;
  const otherErrors: string[] = [];
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (remaining.size > 0 && otherErrors.length === 0) {
      const shopper = shoppers[next++ % shoppers.length]!;
      const candidates = [...remaining];
      const productId = candidates[Math.floor(Math.random() * candidates.length)]!;
      const t0 = performance.now();
      const res = await call('POST', '/api/orders', shopper.token, {
        shippingAddressId: shopper.addressId,
        items: [{ productId, quantity: 1 }],
        returnUrl: `${BASE}/orders`,
        shippingMethod: 'INPOST_COURIER',
      });
      latencies.push(performance.now() - t0);
      if (res.status === 201) sold += 1;
      else if (res.status === 409 && res.body?.code === 'OutOfStockException') {
        conflicts += 1;
        remaining.delete(productId);
      } else otherErrors.push(`${res.status} ${JSON.stringify(res.body)}`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  if (otherErrors.length > 0) throw new Error(`${name}: unexpected answers: ${otherErrors[0]}`);
  return {
    scenario: name,
    pieces,
    ordersCreated: sold,
    conflicts409: conflicts,
    seconds: Number(seconds.toFixed(2)),
    ordersPerSecond: Number((sold / seconds).toFixed(1)),
    requestsPerSecond: Number(((sold + conflicts) / seconds).toFixed(1)),
    p50ms: Math.round(pct(0.5)),
    p95ms: Math.round(pct(0.95)),
  };
}

/** No oversell: stock >= 0 and initial stock = stock left + pieces in order lines. */
async function verify(databaseUrl: string, products: number[], initial: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; stock: number; ordered: string }>(
      `SELECT p.id, p.stock, coalesce(sum(i.quantity), 0) AS ordered
         FROM products p LEFT JOIN order_items i ON i.product_id = p.id
        WHERE p.id = ANY($1) GROUP BY p.id`,
      [products],
    );
    for (const row of rows) {
      if (row.stock < 0 || row.stock + Number(row.ordered) !== initial) {
        throw new Error(`OVERSELL on product ${row.id}: ${JSON.stringify(row)}`);
      }
    }
    return rows.every((row) => row.stock === 0);
  } finally {
    await client.end();
  }
}

const database = await createPostgresDatabase(baseUrl, 'bench');
const dataDir = path.join(root, '.tmp', `bench-${randomBytes(4).toString('hex')}`);
const adminEmail = `bench-admin-${randomBytes(4).toString('hex')}@sklep.test`;
const adminPassword = `Benchmark-Admin-${randomBytes(6).toString('hex')}!`;
const server = await startServerProcess({
  port: PORT,
  startTimeoutMs: 60_000,
  env: {
    PUBLIC_URL: BASE,
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '20',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Few shoppers place every order here: the per-account limit would stop them after two.
    MAX_UNPAID_ORDERS: '1000000',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
  },
});
try {
  const { token: staff } = await must('POST', '/api/auth/login', undefined, {
    email: adminEmail,
    password: adminPassword,
  });
  const shoppers: Shopper[] = [];
  for (let i = 0; i < SHOPPERS; i += 4) {
    shoppers.push(...(await Promise.all([0, 1, 2, 3].map(() => makeShopper()))));
  }
  const results = [];
  const hot = await makeProducts(staff, 1, 300);
  results.push(await scenario('hot', shoppers, hot, 300));
  const hotSoldOut = await verify(database.url, hot, 300);
  const spread = await makeProducts(staff, 60, 5);
  results.push(await scenario('spread', shoppers, spread, 300));
  const spreadSoldOut = await verify(database.url, spread, 5);
  for (const result of results) console.info(JSON.stringify(result));
  console.info(
    `No oversell: every piece in exactly one order line; all sold: ${hotSoldOut && spreadSoldOut}` +
      ` (concurrency ${CONCURRENCY}, ${shoppers.length} shoppers, PostgreSQL pool 20)`,
  );
} finally {
  await server.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
