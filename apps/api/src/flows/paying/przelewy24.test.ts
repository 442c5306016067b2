// The whole Przelewy24 flow through the running API against the local fake: the order's
// paymentUrl registers and redirects, the fake posts its signed notification over HTTP to the
// webhook, the shop verifies it. Port 3207 is this suite's (the fake needs a real listener).
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { przelewy24StandIn } from '../../test/przelewy24-stand-in.ts';
import { describeEachDb } from '../../test/harness.ts';
import { blikState, sendBlik } from '../../test/blik-fixtures.ts';
import {
  getOrder,
  makeProduct,
  makeShopper,
  placeOrder,
  sessionOf,
  type Shopper,
  MINUTE,
} from '../../test/order-fixtures.ts';

const { fake, shop: SHOP, port: PORT, settings } = await przelewy24StandIn(3207);

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

    it('charges a BLIK code on the registered transaction; the notification pays it once', async () => {
      const { id, paymentUrl } = await newOrder();
      const res = await sendBlik(app(), shopper, id, '777 123');
      expect(res.json()).toMatchObject({ status: 'WAITING' });
      const transaction = fake.transactionOf(sessionOf(paymentUrl))!;
      // Registered for the code, with the payer's browser, and charged with its token.
      expect(transaction).toMatchObject({
        amount: 13_345,
        urlReturn: `${SHOP}/orders?order=${id}`,
        payer: { IP: '127.0.0.1', userAgent: 'Mozilla/5.0 (BLIK test)' },
        blikCodes: ['777123'],
      });
      await fake.confirmBlik();
      expect(transaction.notifications).toEqual([
        { status: 200, body: JSON.stringify({ status: 'OK', outcome: 'PAID' }) },
      ]);
      expect(transaction.verified).toBe(true);
      expect(await blikState(app(), shopper, id)).toMatchObject({ status: 'PAID' });
      // Przelewy24 repeats the notification: the order stays paid once.
      expect(JSON.parse((await fake.notify(transaction.token)).body).outcome).toBe('DUPLICATE');
      const order = await getOrder(app(), shopper, id);
      expect(order).toMatchObject({ status: 'PAID', refundRequired: false, refunds: [] });
      // The redirect uses the same transaction.
      expect((await start(paymentUrl)).headers.location).toBe(`${SHOP}/orders?order=${id}`);
    });

    it("maps BLIK's refusals and charges the next code on the same transaction", async () => {
      const { id, paymentUrl } = await newOrder();
      // The shopper opened the redirect first: BLIK reuses its transaction.
      await start(paymentUrl);
      const transaction = fake.transactionOf(sessionOf(paymentUrl))!;
      for (const [code, reason] of [
        ['111111', 'WRONG_CODE'],
        ['222222', 'CODE_EXPIRED'],
        ['555555', 'DECLINED'],
      ]) {
        const res = await sendBlik(app(), shopper, id, code);
        expect(res.json(), code).toMatchObject({ status: 'REFUSED', reason });
      }
      expect((await getOrder(app(), shopper, id)).status).toBe('PENDING');
      expect((await sendBlik(app(), shopper, id, '777123')).json().status).toBe('WAITING');
      expect(transaction.blikCodes).toEqual(['111111', '222222', '555555', '777123']);
      expect(
        [...fake.transactions.values()].filter((t) => t.sessionId === transaction.sessionId),
      ).toHaveLength(1);
      await fake.confirmBlik();
      expect((await getOrder(app(), shopper, id)).status).toBe('PAID');
    });

    it('refuses a BLIK code once the reservation has ended, charging nothing', async () => {
      const { id, paymentUrl } = await newOrder();
      ctx().clock.advance(60 * MINUTE);
      const res = await sendBlik(app(), shopper, id, '777123');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Rezerwacja tego zamówienia wygasła/);
      expect(fake.transactionOf(sessionOf(paymentUrl))).toBeUndefined();
      ctx().clock.set(new Date());
    });

    it('says BLIK is unavailable when Przelewy24 cannot register, and takes the code later', async () => {
      const { id } = await newOrder();
      fake.failures.register = true;
      expect((await sendBlik(app(), shopper, id, '777123')).json()).toMatchObject({
        status: 'REFUSED',
        reason: 'UNAVAILABLE',
      });
      fake.failures.register = false;
      expect((await sendBlik(app(), shopper, id, '777123')).json().status).toBe('WAITING');
      await fake.confirmBlik();
      expect((await getOrder(app(), shopper, id)).status).toBe('PAID');
    });

    it('answers 404 for an unknown payment and has no simulator', async () => {
      for (const url of ['/api/payments/przelewy24/unknown', '/api/payments/simulator/x']) {
        expect((await app().inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    });
  },
  settings,
);
