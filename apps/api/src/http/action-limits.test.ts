// Limits per account and client address: coupon codes tried, accounts registered, orders
// placed. Counted per process without Redis; with Redis shared by every process (two apps with
// one Redis count together); while Redis is unreachable, per process again, without waiting.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, describeEachDb } from '../test/harness.ts';
import { bearer, randomEmail, randomPhone, strongPassword } from '../test/accounts.ts';
import {
  makeCoupon,
  makeProduct,
  makeShopper,
  orderBody,
  postOrder,
} from '../test/order-fixtures.ts';

type Context = Awaited<ReturnType<typeof createTestContext>>;

const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.REQUIRE_POSTGRES === '1' && !redisUrl) {
  throw new Error(
    'REQUIRE_POSTGRES=1 but TEST_REDIS_URL is not set: the Redis limits would be skipped',
  );
}

const register = (context: Context, ip: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    payload: { email: randomEmail(), phone: randomPhone(), password: strongPassword() },
  });

describeEachDb('coupon codes tried', (ctx) => {
  it('refuses the 11th wrong code in 15 minutes, then even a right one; a right one does not count', async () => {
    const app = ctx().app;
    const shopper = await makeShopper(app);
    const coupon = await makeCoupon(app);
    const assign = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/coupons/assign',
        headers: bearer(shopper.token),
        payload: { code },
      });
    expect((await assign(coupon.code)).statusCode).toBe(201);
    for (let i = 0; i < 10; i += 1) {
      expect((await assign(`ZLY-KOD-${i}`)).statusCode).toBe(404);
    }
    const refused = await assign('ZLY-KOD-X');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Zbyt wiele prób podania kodu kuponu, spróbuj ponownie za kilka minut',
    );
    expect((await assign((await makeCoupon(app)).code)).statusCode).toBe(429);
    // The next window starts afresh.
    ctx().clock.advance(15 * 60_000);
    expect((await assign((await makeCoupon(app)).code)).statusCode).toBe(201);
  });
});

describe('registrations and orders [pglite]', () => {
  let context: Context;
  beforeAll(async () => {
    context = await createTestContext('pglite', {
      REGISTRATIONS_PER_HOUR: '3',
      ORDERS_PER_10_MINUTES: '2',
      MAX_UNPAID_ORDERS: '100',
    });
  }, 60_000);
  afterAll(() => context?.close());

  it('refuses the 4th account from one address in an hour; other addresses go on', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await register(context, '203.0.113.50')).statusCode).toBe(201);
    const refused = await register(context, '203.0.113.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Zbyt wiele nowych kont z tego adresu, spróbuj ponownie później',
    );
    expect((await register(context, '203.0.113.51')).statusCode).toBe(201);
  });

  it('refuses the 3rd order in 10 minutes; refused orders do not count', async () => {
    const app = context.app;
    const shopper = await makeShopper(app);
    const product = await makeProduct(app, { stock: 10 });
    const line = [{ productId: product, quantity: 1 }];
    // Refused (no such address): gives its count back.
    const wrong = await postOrder(
      app,
      shopper,
      orderBody({ ...shopper, addressId: 999_999 }, line),
    );
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).not.toBe(429);
    expect((await postOrder(app, shopper, orderBody(shopper, line))).statusCode).toBe(201);
    expect((await postOrder(app, shopper, orderBody(shopper, line))).statusCode).toBe(201);
    const refused = await postOrder(app, shopper, orderBody(shopper, line));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Zbyt wiele zamówień w krótkim czasie, spróbuj ponownie za kilka minut',
    );
    // Another shopper is not affected.
    const other = await makeShopper(app);
    expect((await postOrder(app, other, orderBody(other, line))).statusCode).toBe(201);
  });
});

describe.runIf(redisUrl)('limits in Redis [pglite, redis]', () => {
  const env = {
    REDIS_URL: redisUrl!,
    REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
    REGISTRATIONS_PER_HOUR: '3',
  };
  let a: Context;
  let b: Context;
  let redisDown: Context;
  beforeAll(async () => {
    [a, b, redisDown] = await Promise.all([
      createTestContext('pglite', env),
      createTestContext('pglite', env),
      // Nothing listens on port 9 (discard): every connection attempt is refused.
      createTestContext('pglite', { ...env, REDIS_URL: 'redis://127.0.0.1:9' }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), redisDown?.close()]);
  });

  it('two processes count together', async () => {
    expect((await register(a, '198.51.100.7')).statusCode).toBe(201);
    expect((await register(b, '198.51.100.7')).statusCode).toBe(201);
    expect((await register(a, '198.51.100.7')).statusCode).toBe(201);
    expect((await register(b, '198.51.100.7')).statusCode).toBe(429);
  });

  it('while Redis is unreachable, each process still limits, and answers at once', async () => {
    const started = Date.now();
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await register(redisDown, '198.51.100.8')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
