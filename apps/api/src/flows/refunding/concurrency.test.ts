// Refunds under concurrency, on PostgreSQL with many real connections (PGlite runs one query at
// a time): a late payment's notification delivered 20 times at once, a second payment's too,
// a double click on "Zwróć pieniądze", two replicas' refund jobs.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { startFakePrzelewy24 } from '../../../../../tools/fakes/przelewy24.ts';
import { sendUnsentRefunds } from '../../jobs/refunds.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { expireOrders } from '../ordering/expiry.ts';
import {
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  MINUTE,
  payInSimulator,
  placeOrder,
  sessionOf,
  type Shopper,
} from '../../test/order-fixtures.ts';
import { notificationSign } from '../../modules/payments/providers/signature.ts';
import {
  simulatorKeys,
  type SimulatorProvider,
} from '../../modules/payments/providers/simulator.ts';
import { requestRefund, startShopRelay, storedRefunds } from '../../test/refund-fixtures.ts';

const postgres = !!process.env.TEST_DATABASE_URL;
const REPLAYS = 20;

describe.skipIf(!postgres)('refunds: concurrency, Przelewy24 [postgres]', () => {
  const keys = { merchantId: 31_338, posId: 31_338, apiKey: 'race-api-key', crc: 'race-crc' };
  let fake: Awaited<ReturnType<typeof startFakePrzelewy24>>;
  let shop: Awaited<ReturnType<typeof startShopRelay>>;
  let ctx: TestContext & { close(): Promise<void> };
  let shopper: Shopper;
  let rival: Shopper;
  const app = () => ctx.app;

  beforeAll(async () => {
    fake = await startFakePrzelewy24(keys);
    shop = await startShopRelay();
    ctx = await createTestContext('postgres', {
      ...MANY_UNPAID_ORDERS,
      PUBLIC_URL: shop.url,
      ...fake.shopSettings(),
    });
    shop.serve(app());
    shopper = await makeShopper(app());
    rival = await makeShopper(app());
  }, 60_000);
  afterAll(async () => {
    await fake?.close();
    await ctx?.close();
    await shop?.close();
  });

  it(`${REPLAYS} deliveries at once of a late payment: one refund, one call to Przelewy24`, async () => {
    const product = await makeProduct(app(), { price: 3_000, stock: 1 });
    const placed = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], {
      returnUrl: '/orders',
    });
    await app().inject({ method: 'GET', url: new URL(placed.paymentUrl).pathname });
    const transaction = fake.transactionOf(sessionOf(placed.paymentUrl))!;
    ctx.clock.advance(31 * MINUTE);
    await expireOrders(app().db, ctx.clock.now());
    await app().changes.sync();
    await placeOrder(app(), rival, [{ productId: product, quantity: 1 }], { returnUrl: '/orders' });

    // The first pay() gives the transaction its number; all of them notify at once.
    const deliveries = await Promise.all(
      Array.from({ length: REPLAYS }, () => fake.pay(transaction.token)),
    );
    await fake.deliveriesDone();
    const outcomes = deliveries.map((d) => JSON.parse(d.body).outcome).sort();
    expect(outcomes).toEqual([
      ...Array.from({ length: REPLAYS - 1 }, () => 'DUPLICATE'),
      'REFUND_REQUIRED',
    ]);
    expect(await storedRefunds(app(), placed.id)).toMatchObject([
      { reason: 'LATE_PAYMENT', amount: 4_000, status: 'COMPLETED', attempts: 1 },
    ]);
    const calls = fake.refundRequests.filter((body) =>
      (body.refunds as { orderId: number }[]).some((r) => r.orderId === transaction.orderId),
    );
    expect(calls).toHaveLength(1);
  });

  it('one replica runs the refund job at a time', async () => {
    // Another replica holds the job's lock: this one skips its run.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let other: Promise<void> | undefined;
    await new Promise<void>((locked) => {
      other = ctx.database.session(async (run) => {
        await run('SELECT pg_advisory_lock(724015)');
        locked();
        await held;
        await run('SELECT pg_advisory_unlock(724015)');
      });
    });
    expect(await sendUnsentRefunds(app(), ctx.database)).toBeNull();
    release();
    await other;
    expect(await sendUnsentRefunds(app(), ctx.database)).toBe(0);
  });
});

describe.skipIf(!postgres)('refunds: concurrency, simulator [postgres]', () => {
  let ctx: TestContext & { close(): Promise<void> };
  let shopper: Shopper;
  const app = (): App => ctx.app;

  beforeAll(async () => {
    ctx = await createTestContext('postgres', MANY_UNPAID_ORDERS);
    shopper = await makeShopper(app());
  }, 60_000);
  afterAll(() => ctx?.close());

  async function paidOrder() {
    const product = await makeProduct(app(), { price: 3_000 });
    const placed = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
    expect((await payInSimulator(app(), placed.paymentUrl)).statusCode).toBe(303);
    return placed;
  }

  it(`${REPLAYS} deliveries at once of a second payment: one refund, one call to the provider`, async () => {
    const placed = await paidOrder();
    const simulator = app().payments as SimulatorProvider;
    const refundCalls = vi.spyOn(simulator, 'refund');
    try {
      const { sign: _sign, ...first } = simulator.notificationFor(
        sessionOf(placed.paymentUrl),
        4_000,
      );
      const second = { ...first, orderId: first.orderId + 1 };
      const body = {
        ...second,
        sign: notificationSign(second, simulatorKeys(ctx.config.jwt.secret).crc),
      };
      const answers = await Promise.all(
        Array.from({ length: REPLAYS }, () =>
          app().inject({ method: 'POST', url: '/api/payments/notifications', payload: body }),
        ),
      );
      const outcomes = answers.map((res) => res.json().outcome).sort();
      expect(outcomes).toEqual([
        ...Array.from({ length: REPLAYS - 1 }, () => 'DUPLICATE'),
        'REFUND_REQUIRED',
      ]);
      expect(refundCalls).toHaveBeenCalledTimes(1);
      expect(await storedRefunds(app(), placed.id)).toMatchObject([
        {
          reason: 'DOUBLE_PAYMENT',
          amount: 4_000,
          status: 'COMPLETED',
          transactionId: second.orderId,
        },
      ]);
    } finally {
      refundCalls.mockRestore();
    }
  });

  it('a double click on "Zwróć pieniądze" makes one refund, with or without a key', async () => {
    const plain = await paidOrder();
    const clicks = await Promise.all([
      requestRefund(app(), plain.id),
      requestRefund(app(), plain.id),
    ]);
    expect(clicks.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await storedRefunds(app(), plain.id)).toHaveLength(1);

    const keyed = await paidOrder();
    const keyedClicks = await Promise.all(
      Array.from({ length: 5 }, () =>
        requestRefund(app(), keyed.id, {}, { idempotencyKey: `zwrot-${keyed.id}` }),
      ),
    );
    expect(keyedClicks.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await storedRefunds(app(), keyed.id)).toHaveLength(1);
  });
});
