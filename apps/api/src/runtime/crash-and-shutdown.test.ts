// A real server process on PostgreSQL, stopped the hard way and the polite way. Killed (-9) in
// the middle of a burst of orders: every order it confirmed is in the database, the stock adds
// up, and the next process still lets the unpaid reservations expire. Stopped (SIGTERM) with a
// live stream open: it stops within its deadline instead of waiting for the stream.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orders } from '../db/schema/orders.ts';
import { products } from '../db/schema/products.ts';
import { createTestContext } from '../test/harness.ts';
import { openEventStream } from '../test/event-stream.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { makeProduct, makeShopper, orderBody, type Shopper } from '../test/order-fixtures.ts';

type Context = Awaited<ReturnType<typeof createTestContext>>;

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('crash and shutdown [postgres]', () => {
  let context: Context;
  let server: ServerProcess | undefined;
  const start = () =>
    startServerProcess({
      dist: inject('serverBuild'),
      env: {
        DATABASE_URL: (context.config.database as { url: string }).url,
        // The same key as the test's app, so its shoppers' tokens count here too.
        JWT_SECRET: context.config.jwt.secret,
        PUBLIC_URL: 'http://localhost:3000',
        SEED_DEMO: 'false',
        WEB_DIST_DIR: '/nonexistent',
        RATE_LIMIT_PER_MINUTE: '100000',
        ORDERS_PER_10_MINUTES: '100000',
        MAX_UNPAID_ORDERS: '100000',
        // Unpaid orders expire after 3 s.
        ORDER_RESERVATION_MINUTES: '0.05',
        SHUTDOWN_TIMEOUT_MS: '3000',
        DATA_DIR: `${process.cwd()}/.tmp/crash-${Date.now()}`,
      },
      startTimeoutMs: 45_000,
    });

  beforeAll(async () => {
    context = await createTestContext('postgres');
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await context?.close();
  });

  it('killed during a burst of orders: no confirmed order lost, stock adds up, reservations still expire', async () => {
    const app = context.app;
    const initial = 40;
    const ids = await Promise.all([
      makeProduct(app, { stock: initial }),
      makeProduct(app, { stock: initial }),
    ]);
    const shoppers: Shopper[] = await Promise.all(
      Array.from({ length: 6 }, () => makeShopper(app)),
    );
    server = await start();
    const url = server.url;
    const confirmed: number[] = [];
    let killed = false;
    const burst = shoppers.map(async (shopper, n) => {
      for (let i = 0; !killed; i += 1) {
        const response = await fetch(`${url}/api/orders`, {
          method: 'POST',
          headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(orderBody(shopper, [{ productId: ids[(n + i) % 2]!, quantity: 1 }])),
        }).catch(() => undefined);
        if (response?.status === 201)
          confirmed.push(((await response.json()) as { id: number }).id);
        else if (!response) return;
      }
    });
    await expect.poll(() => confirmed.length, { timeout: 20_000 }).toBeGreaterThan(10);
    process.kill(server.pid, 'SIGKILL');
    killed = true;
    await Promise.all(burst);
    await server.stop();

    // Every confirmed order is stored, and stock + held pieces are what there was.
    const stored = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, confirmed));
    expect(stored.length).toBe(confirmed.length);
    const shelf = async () =>
      app.db
        .select({ stock: products.stock, reserved: products.reserved })
        .from(products)
        .where(inArray(products.id, ids));
    for (const { stock, reserved } of await shelf()) expect(stock + reserved).toBe(initial);

    // A new process lets the unpaid reservations expire: the stock comes back.
    server = await start();
    await expect
      .poll(async () => (await shelf()).map(({ stock }) => stock), {
        timeout: 20_000,
        interval: 500,
      })
      .toEqual([initial, initial]);
    const [first] = await app.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, confirmed[0]!));
    expect(first!.status).not.toBe('PENDING');
  }, 90_000);

  it('SIGTERM with a live stream open: the process ends within its deadline', async () => {
    server ??= await start();
    const stream = await openEventStream(`${server.url}/api/live?products=1`);
    const startedAt = Date.now();
    await server.stop();
    // stop() kills it after 10 s; the shop's own deadline is 3 s.
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    await stream.close();
    server = undefined;
  }, 30_000);
});
