// The shop and its PostgreSQL going wrong: every connection dropped under load (a failover, a
// restart), a statement that cannot finish (a lock held elsewhere), a database that refuses
// connections for a while. Every request gets an answer, failures stay within the requests in
// flight, and the shop recovers by itself; readiness says when it cannot serve.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestContext } from '../test/harness.ts';
import { bearer } from '../test/accounts.ts';
import {
  makeProduct,
  makeShopper,
  orderBody,
  postOrder,
  type Shopper,
} from '../test/order-fixtures.ts';

type Context = Awaited<ReturnType<typeof createTestContext>>;

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Runs SQL on the test server as an administrator (outside the shop's pool). */
async function asAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const databaseName = (context: Context) =>
  new URL((context.config.database as { url: string }).url).pathname.slice(1);

/** Ends every connection of the shop's database, as a failover or a restart does. */
const dropConnections = (context: Context) =>
  asAdmin((client) =>
    client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName(context)],
    ),
  );

/** An answer, or 'none' when there was none within `ms`. */
async function within<T>(ms: number, answer: Promise<T>): Promise<T | 'none'> {
  let timer: NodeJS.Timeout | undefined;
  const none = new Promise<'none'>((resolve) => (timer = setTimeout(() => resolve('none'), ms)));
  try {
    return await Promise.race([answer, none]);
  } finally {
    clearTimeout(timer);
  }
}

describe.runIf(postgresUrl)('database faults [postgres]', () => {
  let context: Context;
  let shoppers: Shopper[];
  let productId: number;

  beforeAll(async () => {
    context = await createTestContext('postgres', {
      MAX_UNPAID_ORDERS: '100000',
      DATABASE_STATEMENT_TIMEOUT_MS: '1500',
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
    });
    productId = await makeProduct(context.app, { stock: 100_000 });
    // One after another: eight connections opened at once, each with its password hashed, can
    // outlast the 1.5 s connect timeout on a busy machine before any fault is made.
    shoppers = [];
    for (let i = 0; i < 8; i++) shoppers.push(await makeShopper(context.app));
  }, 60_000);
  afterAll(() => context?.close());

  const order = (shopper: Shopper, id = productId) =>
    postOrder(context.app, shopper, orderBody(shopper, [{ productId: id, quantity: 1 }]));
  const addToCart = (shopper: Shopper) =>
    context.app.inject({
      method: 'POST',
      url: `/api/cart/items?productId=${productId}&quantity=1`,
      headers: bearer(shopper.token),
    });
  const myOrders = (shopper: Shopper) =>
    context.app.inject({ url: '/api/orders', headers: bearer(shopper.token) });

  it('loses every connection under load: all requests answered, few fail, it recovers', async () => {
    const started = Date.now();
    let stopAt = Infinity;
    let droppedAt = Infinity;
    const failures: { at: number; status: number | 'none' }[] = [];
    let answered = 0;
    // Each shopper keeps one request in flight: reads, cart adds and orders in turn.
    const loops = shoppers.map(async (shopper) => {
      for (let i = 0; Date.now() < stopAt; i += 1) {
        const request = [myOrders, addToCart, order][i % 3]!;
        const res = await within(8_000, request(shopper));
        const status = res === 'none' ? 'none' : res.statusCode;
        if (status === 'none' || status >= 500) failures.push({ at: Date.now(), status });
        else answered += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    droppedAt = Date.now();
    await dropConnections(context);
    // Load goes on for 4 s after the drop.
    stopAt = Date.now() + 4_000;
    await Promise.all(loops);

    expect(failures.filter((f) => f.status === 'none')).toEqual([]);
    // At most one failure per request in flight when the connections went.
    const seen = failures.map((f) => `${f.status} at +${f.at - droppedAt} ms`).join(', ');
    expect(failures.length, seen).toBeLessThanOrEqual(shoppers.length);
    expect(failures.every((f) => f.status === 503)).toBe(true);
    // Recovered within 2 s: nothing failed after that.
    expect(failures.filter((f) => f.at > droppedAt + 2_000)).toEqual([]);
    expect(answered).toBeGreaterThan(20);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect((await order(shoppers[0]!)).statusCode).toBe(201);
    expect((await addToCart(shoppers[1]!)).statusCode).toBeLessThan(300);
  }, 30_000);

  it('a statement that cannot finish ends with its timeout (503), and orders go on', async () => {
    const locked = await makeProduct(context.app, { stock: 5 });
    const holder = new pg.Client({
      connectionString: (context.config.database as { url: string }).url,
    });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT * FROM products WHERE id = $1 FOR UPDATE', [locked]);
      const startedAt = Date.now();
      const stuck = await within(6_000, order(shoppers[2]!, locked));
      expect(stuck === 'none' ? 'none' : stuck.statusCode).toBe(503);
      expect(Date.now() - startedAt).toBeLessThan(4_000);
      // The write batches are not held up by it.
      expect((await order(shoppers[3]!)).statusCode).toBe(201);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect((await order(shoppers[2]!, locked)).statusCode).toBe(201);
  }, 30_000);

  it('is not ready while the database refuses connections, and ready again after', async () => {
    const health = (path: string) => context.app.inject({ url: `/api/health/${path}` });
    expect((await health('ready')).statusCode).toBe(200);
    const name = databaseName(context);
    await asAdmin((client) => client.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`));
    try {
      await dropConnections(context);
      const ready = await within(3_000, health('ready'));
      expect(ready === 'none' ? 'none' : ready.statusCode).toBe(503);
      expect(ready !== 'none' && ready.json().message).toBe('Baza danych nie odpowiada');
      expect((await health('live')).statusCode).toBe(200);
      const read = await within(5_000, myOrders(shoppers[4]!));
      expect(read === 'none' ? 'none' : read.statusCode).toBe(503);
    } finally {
      await asAdmin((client) => client.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`));
    }
    await expect.poll(async () => (await health('ready')).statusCode).toBe(200);
    expect((await myOrders(shoppers[4]!)).statusCode).toBe(200);
  }, 30_000);
});
