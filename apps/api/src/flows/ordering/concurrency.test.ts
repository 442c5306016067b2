// Races on PostgreSQL with many real connections (the harness pool has 30): the last piece, a
// coupon's usage limit, a replayed payment notification and the checkout's batches. PGlite runs one query at a time, so
// these run only when TEST_DATABASE_URL is set (CI sets it and REQUIRE_POSTGRES=1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema/mail.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { paymentNotifications } from '../../db/schema/payments.ts';
import { bearer } from '../../test/accounts.ts';
import { buildApp } from '../../app.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { createSimulatorProvider } from '../../modules/payments/providers/simulator.ts';
import {
  adminOrder,
  makeCoupon,
  makeProduct,
  makeShopper,
  orderBody,
  placeOrder,
  postOrder,
  sessionOf,
  stockOf,
  type Shopper,
} from '../../test/order-fixtures.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('orders: concurrency [postgres]', () => {
  let ctx: TestContext & { close(): Promise<void> };
  let shoppers: Shopper[];
  const app = () => ctx.app;

  beforeAll(async () => {
    ctx = await createTestContext('postgres');
    shoppers = [];
    // Registration hashes passwords (argon2): a few at a time keeps both cores busy.
    for (let i = 0; i < 50; i += 5) {
      shoppers.push(...(await Promise.all([0, 1, 2, 3, 4].map(() => makeShopper(app())))));
    }
  }, 120_000);
  afterAll(() => ctx?.close());

  it('50 shoppers racing for the single piece: exactly one order, stock 0', async () => {
    const product = await makeProduct(app(), { price: 100, stock: 1 });
    const answers = await Promise.all(
      shoppers.map((shopper) =>
        postOrder(app(), shopper, orderBody(shopper, [{ productId: product, quantity: 1 }])),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({ code: 'OutOfStockException' });
    }
    expect(await stockOf(app(), product)).toBe(0);
    const lines = await app().db.select().from(orderItems).where(eq(orderItems.productId, product));
    expect(lines).toHaveLength(1);
  });

  it('a coupon with usageLimit 3 is used by at most 3 of 20 concurrent orders', async () => {
    const buyers = shoppers.slice(0, 20);
    const coupon = await makeCoupon(app(), { usageLimit: 3 }, buyers);
    const products = await Promise.all(buyers.map(() => makeProduct(app(), { price: 2_000 })));
    const answers = await Promise.all(
      buyers.map((shopper, i) =>
        postOrder(
          app(),
          shopper,
          orderBody(shopper, [{ productId: products[i]!, quantity: 1 }], { couponId: coupon.id }),
        ),
      ),
    );
    const created = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(created).toHaveLength(3);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CouponUsageLimitReachedException' });
    }
    // Refused orders left their products' stock alone.
    const stocks = await Promise.all(products.map((p) => stockOf(app(), p)));
    expect(stocks.filter((s) => s === 4)).toHaveLength(3);
    expect(stocks.filter((s) => s === 5)).toHaveLength(17);
    const staffView = await app().inject({
      method: 'GET',
      url: '/api/users/me/coupons',
      headers: bearer(buyers[0]!.token),
    });
    expect(staffView.json().items[0]).toMatchObject({ id: coupon.id, timesUsed: 3 });
  });

  it('a notification delivered 20 times at once pays the order once', async () => {
    // Not one of the racers above: they may already hold their two unpaid orders.
    const shopper = await makeShopper(app());
    const product = await makeProduct(app(), { price: 7_700, stock: 2 });
    const { id, paymentUrl } = await placeOrder(app(), shopper, [
      { productId: product, quantity: 1 },
    ]);
    const notification = createSimulatorProvider(
      ctx.config.publicUrl,
      ctx.config.jwt.secret,
    ).notificationFor(sessionOf(paymentUrl), 8_700);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app().inject({
          method: 'POST',
          url: '/api/payments/notifications',
          payload: notification,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const outcomes = answers.map((res) => res.json().outcome);
    expect(outcomes.filter((o) => o === 'PAID')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'DUPLICATE')).toHaveLength(19);

    const order = await adminOrder(app(), id);
    expect(order.status).toBe('PAID');
    expect(order.history.filter((e) => e.kind === 'PAYMENT')).toHaveLength(1);
    expect(await stockOf(app(), product)).toBe(1);
    const logged = await app()
      .db.select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderId, id));
    expect(logged).toHaveLength(20);
    const paidEmails = await app()
      .db.select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.orderId, id), eq(outboxEmails.kind, 'PAID')));
    expect(paidEmails).toHaveLength(1);
  });

  it('orders sent together share a batch, each placed whole or refused alone', async () => {
    // The first order to arrive is written at once; the others gather into the next batch.
    const buyers = shoppers.slice(20, 26);
    const single = await makeProduct(app(), { stock: 1 });
    const five = await makeProduct(app(), { stock: 5 });
    const racing = buyers
      .slice(0, 4)
      .map((shopper) =>
        postOrder(app(), shopper, orderBody(shopper, [{ productId: single, quantity: 1 }])),
      );
    const [two, foreignAddress] = [
      postOrder(app(), buyers[4]!, orderBody(buyers[4]!, [{ productId: five, quantity: 2 }])),
      postOrder(
        app(),
        buyers[5]!,
        orderBody(buyers[5]!, [{ productId: five, quantity: 1 }], {
          shippingAddressId: buyers[0]!.addressId,
        }),
      ),
    ];
    const raced = (await Promise.all(racing)).map((res) => res.statusCode).sort();
    expect(raced).toEqual([201, 409, 409, 409]);
    expect((await two).statusCode).toBe(201);
    expect((await foreignAddress).statusCode).toBe(400);
    expect((await foreignAddress).json()).toMatchObject({ code: 'AddressNotFoundException' });
    expect(await stockOf(app(), single)).toBe(0);
    expect(await stockOf(app(), five)).toBe(3);
    const lines = await app().db.select().from(orderItems).where(eq(orderItems.productId, five));
    expect(lines.map((line) => line.quantity)).toEqual([2]);
  });

  it('two replicas writing crossing batches at once: no deadlock, every order placed', async () => {
    // Each replica batches its own orders; one gets pieces of A then B, the other B then A.
    // A batch locks its products in product order before writing, so neither waits for ever.
    const twin = await buildApp({ config: ctx.config, database: ctx.database, clock: ctx.clock });
    await twin.ready();
    try {
      const [a, b] = await Promise.all([
        makeProduct(app(), { stock: 50 }),
        makeProduct(app(), { stock: 50 }),
      ]);
      const buyers = shoppers.slice(30, 50);
      const answers = await Promise.all(
        buyers.map((shopper, i) => {
          const replica = i < 10 ? app() : twin;
          const productId = (i % 2 === 0) === i < 10 ? a : b;
          return postOrder(replica, shopper, orderBody(shopper, [{ productId, quantity: 1 }]));
        }),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
      expect([await stockOf(app(), a), await stockOf(app(), b)]).toEqual([40, 40]);
    } finally {
      await twin.close();
    }
  });
});
