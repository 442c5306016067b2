// GET /api/live over real HTTP: the current stock at once, then every change of followed
// products and drops (orders, payments, expiry, staff edits) and scheduled price steps; and two
// replicas (this test's app and a separate server process on the same PostgreSQL) that see
// each other's changes in their cached answers and live streams.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '@shop/shared/catalogue';
import { DAY_MS } from '@shop/shared/price-schedule';
import {
  createTestContext,
  dbKinds,
  describeEachDb,
  type TestContext,
} from '../../test/harness.ts';
import { openEventStream, type StreamEvent } from '../../test/event-stream.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { authAs, postDrop, postProduct, productVersion } from '../drops/test-fixtures.ts';
import {
  MINUTE,
  makeProduct,
  makeShopper,
  makeUpcomingProduct,
  payInSimulator,
  placeOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';
import { expireOrders } from '../../flows/ordering/expiry.ts';

type Items = { items: { id: number; status: string; stock: number; reserved: number }[] };
const stockOf = (id: number, status: string) => (event: StreamEvent) =>
  event.event === 'stock' &&
  (event.data as Items).items.some((item) => item.id === id && item.status === status);

describeEachDb('live stock stream', (ctx) => {
  const app = () => ctx().app;
  let url: string;
  let shopper: Shopper;

  beforeAll(async () => {
    url = await app().listen({ host: '127.0.0.1', port: 0 });
    shopper = await makeShopper(app());
  });

  it('sends the current stock, then reservation, payment and expiry as they happen', async () => {
    const id = await makeProduct(app(), { stock: 1 });
    const other = await makeProduct(app(), { stock: 1 });
    await app().changes.sync();
    const stream = await openEventStream(`${url}/api/live?products=${id}`);
    try {
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      // Never compressed: every event must reach the browser at once (fetch asks for br).
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      await stream.next(stockOf(id, 'AVAILABLE'));

      const order = await placeOrder(app(), shopper, [{ productId: id, quantity: 1 }]);
      const reserved = await stream.next(stockOf(id, 'RESERVED'));
      expect((reserved.data as Items).items).toEqual([
        expect.objectContaining({ id, stock: 0, reserved: 1, dropId: expect.any(Number) }),
      ]);
      await payInSimulator(app(), order.paymentUrl);
      await stream.next(stockOf(id, 'SOLD_OUT'));

      // A product nobody follows is not sent; the next event is about the followed one.
      await placeOrder(app(), shopper, [{ productId: other, quantity: 1 }]);
      await app().db.execute(sql`UPDATE products SET stock = 4 WHERE id = ${id}`);
      const next = await stream.next((e) => e.event === 'stock');
      expect((next.data as Items).items).toEqual([expect.objectContaining({ id, stock: 4 })]);
    } finally {
      await stream.close();
    }
    await expect.poll(() => app().live.size).toBe(0);
  });

  it("follows every product of a drop, and tells when the drop's prices step", async () => {
    const staff = await authAs(app(), ['CREATE_DROP', 'CREATE_PRODUCT']);
    const start = app().clock.now();
    const dropTime = new Date(start.getTime() - MINUTE);
    const drop = await postDrop(app(), staff, { dropTime: dropTime.toISOString() });
    const first = await postProduct(app(), staff, drop.id);
    const stream = await openEventStream(`${url}/api/live?drops=${drop.id}`);
    try {
      await stream.next(stockOf(first, 'AVAILABLE'));
      // A piece added to the drop later is followed too.
      const second = await postProduct(app(), staff, drop.id, { stock: 3 });
      await stream.next(stockOf(second, 'AVAILABLE'));
      await placeOrder(app(), shopper, [{ productId: second, quantity: 3 }]);
      await stream.next(stockOf(second, 'RESERVED'));
      ctx().clock.advance(31 * MINUTE);
      await expireOrders(app().db, app().clock.now());
      await stream.next((e) => {
        const item = (e.data as Items).items?.find((i) => i.id === second);
        return e.event === 'stock' && item?.status === 'AVAILABLE' && item.stock === 3;
      });

      ctx().clock.set(new Date(dropTime.getTime() + 2 * DAY_MS));
      await app().live.checkSchedule();
      const step = await stream.next((e) => e.event === 'schedule');
      expect(step.data).toEqual({ dropIds: [drop.id] });
    } finally {
      await stream.close();
      ctx().clock.set(start);
    }
  });

  it('never sends upcoming products, and refuses bad follow lists in Polish', async () => {
    const upcoming = await makeUpcomingProduct(app());
    const stream = await openEventStream(`${url}/api/live?products=${upcoming}`);
    try {
      const first = await stream.next((e) => e.event === 'stock');
      expect(first.data).toEqual({ items: [] });
    } finally {
      await stream.close();
    }
    for (const [query, message] of [
      ['', 'Podaj produkty lub kolekcje do śledzenia'],
      ['products=1,x', 'Nieprawidłowa lista produktów'],
      ['drops=-3', 'Nieprawidłowa lista kolekcji'],
      [
        `products=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
        'Można śledzić najwyżej 100 produktów',
      ],
    ]) {
      const res = await app().inject({ method: 'GET', url: `/api/live?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});

/** The shop as a separate server process on the database of `context` (a second replica). */
function startReplica(context: TestContext): Promise<ServerProcess> {
  const { database } = context.config;
  return startServerProcess({
    dist: inject('serverBuild'),
    env: {
      DATABASE_URL: database.kind === 'postgres' ? database.url : '',
      DATA_DIR: path.join(context.config.dataDir, 'replica'),
      JWT_SECRET: context.config.jwt.secret,
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      WEB_DIST_DIR: '/nonexistent',
      // Its products are made with the specification's body, as the test context's are.
      PRODUCT_SAFETY_REQUIRED: 'false',
    },
    startTimeoutMs: 45_000,
  });
}

describe.runIf(dbKinds.includes('postgres'))('two replicas on one PostgreSQL', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  let replica: ServerProcess | undefined;

  beforeAll(async () => {
    context = await createTestContext('postgres');
    replica = await startReplica(context);
  }, 60_000);
  afterAll(async () => {
    await replica?.stop();
    await context?.close();
  });

  it("see each other's changes in cached answers and live streams", async () => {
    const { app } = context;
    const shopper = await makeShopper(app);
    const id = await makeProduct(app, { stock: 1 });
    const readOnReplica = async () =>
      (await (await fetch(`${replica!.url}/api/products/${id}`)).json()) as Product;
    await expect.poll(readOnReplica).toMatchObject({ status: 'AVAILABLE' });
    const stream = await openEventStream(`${replica!.url}/api/live?products=${id}`);
    try {
      await stream.next(stockOf(id, 'AVAILABLE'));
      // Ordered through this replica: the other one's cache and stream follow.
      await placeOrder(app, shopper, [{ productId: id, quantity: 1 }]);
      await stream.next(stockOf(id, 'RESERVED'));
      await expect.poll(readOnReplica).toMatchObject({ status: 'RESERVED', reserved: 1 });
    } finally {
      await stream.close();
    }

    // The other way round: a staff edit through the separate process reaches this app's cache.
    const read = async () =>
      (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
    expect(await read()).toMatchObject({ status: 'RESERVED' });
    const staff = await authAs(app, ['CREATE_PRODUCT']);
    const product = await read();
    const edit = await fetch(`${replica!.url}/api/products/${id}`, {
      method: 'PUT',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({
        dropId: product.drop.id,
        name: 'Lampka po zmianie',
        description: product.description,
        msrp: null,
        price: product.price,
        purchasePrice: 100,
        priceType: 'STATIC',
        stock: 2,
        category: product.category,
        condition: product.condition,
        sourceUrl: null,
        version: await productVersion(app, id),
      }),
    });
    expect(edit.status).toBe(200);
    await expect.poll(read).toMatchObject({ name: 'Lampka po zmianie', stock: 2, reserved: 1 });
  });
});
