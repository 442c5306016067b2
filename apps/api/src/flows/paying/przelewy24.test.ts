// The whole Przelewy24 flow through the running API against the local fake: the order's
// paymentUrl registers and redirects, the fake posts its signed notification over HTTP to the
// webhook, the shop verifies it. Port 3207 is this suite's (the fake needs a real listener).
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startFakePrzelewy24 } from '../../../../../tools/fakes/przelewy24.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  getOrder,
  makeProduct,
  makeShopper,
  placeOrder,
  sessionOf,
  type Shopper,
  MANY_UNPAID_ORDERS,
} from '../../test/order-fixtures.ts';

const PORT = 3207;
const SHOP = `http://127.0.0.1:${PORT}`;
const keys = { merchantId: 27_405, posId: 27_405, apiKey: 'fake-api-key', crc: 'fake-crc-key' };
const fake = await startFakePrzelewy24(keys);
afterAll(() => fake.close());

describeEachDb(
  'payments: Przelewy24',
  (ctx) => {
    const app = () => ctx().app;
    let shopper: Shopper;

    beforeAll(async () => {
      ctx().clock.set(new Date());
      await app().listen({ host: '127.0.0.1', port: PORT });
      shopper = await makeShopper(app());
    });
    beforeEach(() => {
      fake.failures.register = false;
      fake.failures.verify = false;
    });

    async function newOrder() {
      const product = await makeProduct(app(), { price: 12_345 });
      return placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], {
        returnUrl: `${SHOP}/orders`,
      });
    }
    const start = (paymentUrl: string) =>
      app().inject({ method: 'GET', url: new URL(paymentUrl).pathname });

    it('registers on the first visit, redirects to Przelewy24 and reuses the token', async () => {
      const { id, paymentUrl } = await newOrder();
      const session = sessionOf(paymentUrl);
      expect(paymentUrl).toBe(`${SHOP}/api/payments/przelewy24/${session}`);

      const res = await start(paymentUrl);
      expect(res.statusCode).toBe(303);
      const transaction = fake.transactionOf(session)!;
      expect(res.headers.location).toBe(`${fake.url}/trnRequest/${transaction.token}`);
      expect(transaction).toMatchObject({
        amount: 13_345,
        currency: 'PLN',
        description: `Zamówienie nr ${id}`,
        email: shopper.user.email,
        urlReturn: `${SHOP}/orders?order=${id}`,
        urlStatus: `${SHOP}/api/payments/notifications`,
      });
      expect((await start(paymentUrl)).headers.location).toBe(res.headers.location);
    });

    it('pays when Przelewy24 notifies, verifies the payment, and ignores the retries', async () => {
      const { id, paymentUrl } = await newOrder();
      await start(paymentUrl);
      const { token } = fake.transactionOf(sessionOf(paymentUrl))!;

      const delivery = await fake.pay(token);
      expect(delivery).toMatchObject({ status: 200 });
      expect(JSON.parse(delivery.body)).toEqual({ status: 'OK', outcome: 'PAID' });
      expect(fake.transactionOf(sessionOf(paymentUrl))!.verified).toBe(true);
      expect((await getOrder(app(), shopper, id)).status).toBe('PAID');

      expect(JSON.parse((await fake.notify(token)).body).outcome).toBe('DUPLICATE');
      // A paid order's payment link goes back to the shop.
      const again = await start(paymentUrl);
      expect(again.headers.location).toBe(`${SHOP}/orders?order=${id}`);
    });

    it('stays unpaid while Przelewy24 refuses to verify, and pays on its next retry', async () => {
      const { id, paymentUrl } = await newOrder();
      await start(paymentUrl);
      const { token } = fake.transactionOf(sessionOf(paymentUrl))!;
      fake.failures.verify = true;
      expect((await fake.pay(token)).status).toBe(502);
      expect((await getOrder(app(), shopper, id)).status).toBe('PENDING');
      fake.failures.verify = false;
      expect((await fake.notify(token)).status).toBe(200);
      expect((await getOrder(app(), shopper, id)).status).toBe('PAID');
    });

    it('answers 502 when registration fails, and works once Przelewy24 is back', async () => {
      const { id, paymentUrl } = await newOrder();
      fake.failures.register = true;
      const res = await start(paymentUrl);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'PaymentProviderException' });
      expect((await getOrder(app(), shopper, id)).status).toBe('PENDING');
      fake.failures.register = false;
      expect((await start(paymentUrl)).statusCode).toBe(303);
    });

    it('refuses a tampered notification and keeps the order as it was', async () => {
      const { id, paymentUrl } = await newOrder();
      await start(paymentUrl);
      const { token } = fake.transactionOf(sessionOf(paymentUrl))!;
      await fake.pay(token).catch(() => undefined);
      const genuine = fake.notificationOf(token);
      const res = await app().inject({
        method: 'POST',
        url: '/api/payments/notifications',
        payload: { ...genuine, amount: 1 },
      });
      expect(res.statusCode).toBe(400);
      expect((await getOrder(app(), shopper, id)).status).toBe('PAID');
      expect(app().config.payments.provider).toBe('przelewy24');
    });

    it('answers 404 for an unknown payment and has no simulator', async () => {
      for (const url of ['/api/payments/przelewy24/unknown', '/api/payments/simulator/x']) {
        expect((await app().inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    });
  },
  {
    ...MANY_UNPAID_ORDERS,
    PUBLIC_URL: SHOP,
    PAYMENT_PROVIDER: 'przelewy24',
    P24_MERCHANT_ID: String(keys.merchantId),
    P24_POS_ID: String(keys.posId),
    P24_API_KEY: keys.apiKey,
    P24_CRC: keys.crc,
    P24_BASE_URL: fake.baseUrl,
  },
);
