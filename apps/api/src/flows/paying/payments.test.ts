import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { paymentNotifications } from '../../db/schema/payments.ts';
import { sendOutbox } from '../../jobs/outbox.ts';
import { sentMails } from '../../test/sent-mails.ts';
import { bearer, createStaff } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { expireOrders } from '../ordering/expiry.ts';
import {
  adminOrder,
  getOrder,
  makeCoupon,
  makeProduct,
  makeShopper,
  MINUTE,
  payInSimulator,
  placeOrder,
  RETURN_URL,
  sessionOf,
  stockOf,
  type Shopper,
  MANY_UNPAID_ORDERS,
} from '../../test/order-fixtures.ts';
import { notificationSign } from '../../modules/payments/providers/signature.ts';
import {
  createSimulatorProvider,
  simulatorKeys,
} from '../../modules/payments/providers/simulator.ts';

describeEachDb(
  'payments: simulator and notifications',
  (ctx) => {
    const app = () => ctx().app;
    let shopper: Shopper;
    const simulator = () =>
      createSimulatorProvider(ctx().config.publicUrl, ctx().config.jwt.secret);

    beforeAll(async () => {
      ctx().clock.set(new Date());
      shopper = await makeShopper(app());
    });

    async function newOrder(stock = 2, extra: Record<string, unknown> = {}) {
      const product = await makeProduct(app(), { price: 3_000, stock });
      const order = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], extra);
      return { ...order, product, session: sessionOf(order.paymentUrl) };
    }
    const notify = (payload: unknown) =>
      app().inject({
        method: 'POST',
        url: '/api/payments/notifications',
        payload: payload as object,
      });
    const outcomesOf = async (orderId: number) =>
      (
        await app()
          .db.select({ outcome: paymentNotifications.outcome })
          .from(paymentNotifications)
          .where(eq(paymentNotifications.orderId, orderId))
          .orderBy(paymentNotifications.id)
      ).map((r) => r.outcome);
    /** The "paid" e-mails of the order, once the mail job sent what was queued (.eml files). */
    const mailsAbout = async (orderId: number) => {
      await sendOutbox(app());
      const mails = await sentMails(ctx().config.dataDir);
      return mails.filter((m) => m.subject === `Zamówienie nr ${orderId} zostało opłacone`);
    };

    describe('the simulator page', () => {
      it('shows the order, the amount and the Zapłać / Anuluj forms', async () => {
        const { id, paymentUrl } = await newOrder();
        expect(paymentUrl.startsWith(`${ctx().config.publicUrl}/api/payments/simulator/`)).toBe(
          true,
        );
        const res = await app().inject({ method: 'GET', url: new URL(paymentUrl).pathname });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('<html lang="pl">');
        expect(res.body).toContain(`Zamówienie nr ${id}`);
        expect(res.body).toContain('40,00\u00a0zł');
        expect(res.body).toMatch(/<form method="post" action="[^"]+\/pay">/);
        expect(res.body).toContain('>Zapłać</button>');
        expect(res.body).toContain('/cancel">Anuluj</button>');
      });

      it('answers 404 for an unknown payment', async () => {
        for (const [method, suffix] of [
          ['GET', ''],
          ['POST', '/pay'],
          ['POST', '/cancel'],
        ] as const) {
          const res = await app().inject({ method, url: `/api/payments/simulator/nope${suffix}` });
          expect(res.statusCode).toBe(404);
        }
      });

      it('"Anuluj" goes back to the shop and leaves the order payable', async () => {
        const { id, session } = await newOrder();
        const res = await app().inject({
          method: 'POST',
          url: `/api/payments/simulator/${session}/cancel`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        });
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe(`${RETURN_URL}&order=${id}`);
        const order = await getOrder(app(), shopper, id);
        expect(order.status).toBe('PENDING');
        expect(order.paymentUrl).not.toBeNull();
      });

      it('sends the shopper back to the very order from a return path, at PUBLIC_URL', async () => {
        const { id, paymentUrl } = await newOrder(2, { returnUrl: '/orders?payment=return' });
        const res = await payInSimulator(app(), paymentUrl);
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe(
          `${ctx().config.publicUrl}/orders?payment=return&order=${id}`,
        );
      });

      it('"Zapłać" pays through the signed webhook, goes back, and e-mails the shopper once', async () => {
        const { id, paymentUrl } = await newOrder();
        const res = await payInSimulator(app(), paymentUrl);
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe(`${RETURN_URL}&order=${id}`);
        const order = await getOrder(app(), shopper, id);
        expect(order).toMatchObject({
          status: 'PAID',
          paidAt: ctx().clock.now().toISOString(),
          paymentUrl: null,
        });
        expect(await outcomesOf(id)).toEqual(['PAID']);
        const mails = await mailsAbout(id);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.to).toMatchObject({ text: shopper.user.email });

        // Pressing it again is the same payment: nothing more happens.
        expect((await payInSimulator(app(), paymentUrl)).statusCode).toBe(303);
        expect(await outcomesOf(id)).toEqual(['PAID', 'DUPLICATE']);
        expect(await mailsAbout(id)).toHaveLength(1);

        const page = await app().inject({ method: 'GET', url: new URL(paymentUrl).pathname });
        expect(page.body).toContain('To zamówienie jest już opłacone.');
        expect(page.body).not.toContain('>Zapłać</button>');
      });
    });

    describe('notifications', () => {
      it('refuses a bad signature, logs it and changes nothing', async () => {
        const { id, session } = await newOrder();
        const genuine = simulator().notificationFor(session, 4_000);
        for (const forged of [
          { ...genuine, sign: 'f'.repeat(96) },
          { ...genuine, statement: 'changed' },
          createSimulatorProvider('http://x', 'another-secret').notificationFor(session, 4_000),
          { hello: 'world' },
        ]) {
          const res = await notify(forged);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({ code: 'PaymentNotificationRejectedException' });
        }
        expect((await getOrder(app(), shopper, id)).status).toBe('PENDING');
        const [last] = await app()
          .db.select()
          .from(paymentNotifications)
          .orderBy(desc(paymentNotifications.id))
          .limit(1);
        expect(last).toMatchObject({
          outcome: 'REJECTED_SIGNATURE',
          detail: 'malformed notification',
        });
      });

      it('refuses a signed notification with the wrong amount or currency', async () => {
        const { id, session } = await newOrder();
        const sim = simulator();
        const { sign: _sign, ...fields } = sim.notificationFor(session, 4_000);
        const euro = { ...fields, currency: 'EUR' };
        for (const n of [
          sim.notificationFor(session, 3_999),
          sim.notificationFor(session, 40),
          { ...euro, sign: notificationSign(euro, simulatorKeys(ctx().config.jwt.secret).crc) },
        ]) {
          const res = await notify(n);
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toBe(
            'Kwota lub waluta płatności nie zgadza się z zamówieniem',
          );
        }
        expect(await outcomesOf(id)).toEqual([
          'REJECTED_AMOUNT',
          'REJECTED_AMOUNT',
          'REJECTED_AMOUNT',
        ]);
        expect((await getOrder(app(), shopper, id)).status).toBe('PENDING');
      });

      it('refuses oversized bodies before reading them', async () => {
        const res = await notify({ junk: 'x'.repeat(20_000) });
        expect(res.statusCode).toBe(413);
      });

      it('answers 404 for a signed notification of an unknown session', async () => {
        const res = await notify(simulator().notificationFor('unknown-session', 1_000));
        expect(res.statusCode).toBe(404);
      });

      it('accepts a replay without changing anything again', async () => {
        const { id, session } = await newOrder();
        const n = simulator().notificationFor(session, 4_000);
        expect((await notify(n)).json()).toEqual({ status: 'OK', outcome: 'PAID' });
        const paidAt = (await getOrder(app(), shopper, id)).paidAt;
        ctx().clock.advance(MINUTE);
        expect((await notify(n)).json()).toEqual({ status: 'OK', outcome: 'DUPLICATE' });
        expect((await getOrder(app(), shopper, id)).paidAt).toBe(paidAt);
        expect(await mailsAbout(id)).toHaveLength(1);
      });
    });

    describe('late payments', () => {
      const expireAll = async () => {
        ctx().clock.advance(31 * MINUTE);
        await expireOrders(app().db, ctx().clock.now());
        // The released stock reaches the checkout's view of it before anyone orders again.
        await app().changes.sync();
      };

      it('after expiry, with the stock still there: re-reserved and paid', async () => {
        const { id, product, paymentUrl } = await newOrder(1);
        const coupon = await makeCoupon(app(), { usageLimit: 1 }, [shopper]);
        const withCoupon = await placeOrder(
          app(),
          shopper,
          [{ productId: await makeProduct(app(), { price: 5_000 }), quantity: 1 }],
          { couponId: coupon.id },
        );
        await expireAll();
        expect((await getOrder(app(), shopper, id)).status).toBe('CANCELLED');
        expect(await stockOf(app(), product)).toBe(1);

        expect((await payInSimulator(app(), paymentUrl)).statusCode).toBe(303);
        const order = await getOrder(app(), shopper, id);
        expect(order).toMatchObject({ status: 'PAID', refundRequired: false });
        expect(await stockOf(app(), product)).toBe(0);
        expect(await outcomesOf(id)).toEqual(['PAID_AFTER_EXPIRY']);
        expect(await mailsAbout(id)).toHaveLength(1);

        // The coupon's use comes back with the order.
        await payInSimulator(app(), withCoupon.paymentUrl);
        const coupons = await app().inject({
          method: 'GET',
          url: '/api/users/me/coupons',
          headers: bearer(shopper.token),
        });
        expect(coupons.json().items[0]).toMatchObject({ id: coupon.id, used: true, timesUsed: 1 });
        expect((await adminOrder(app(), withCoupon.id)).history.at(-1)).toMatchObject({
          kind: 'PAYMENT',
          fromStatus: 'CANCELLED',
          toStatus: 'PAID',
        });
      });

      it('after expiry, with the piece sold to someone else: given back automatically', async () => {
        const { id, product, paymentUrl } = await newOrder(1);
        await expireAll();
        const rival = await makeShopper(app());
        await placeOrder(app(), rival, [{ productId: product, quantity: 1 }]);
        expect(await stockOf(app(), product)).toBe(0);

        await payInSimulator(app(), paymentUrl);
        const order = await adminOrder(app(), id);
        // The simulator completes the refund at once, which ends the flag.
        expect(order).toMatchObject({
          status: 'CANCELLED',
          refundRequired: false,
          refunds: [{ reason: 'LATE_PAYMENT', status: 'COMPLETED', amount: 4_000 }],
        });
        expect(order.paidAt).not.toBeNull();
        expect(await stockOf(app(), product)).toBe(0);
        expect(await outcomesOf(id)).toEqual(['REFUND_REQUIRED']);
        expect(await mailsAbout(id)).toHaveLength(0);
        // A replay of it changes nothing more.
        await payInSimulator(app(), paymentUrl);
        expect(await outcomesOf(id)).toEqual(['REFUND_REQUIRED', 'DUPLICATE']);
      });

      it('after expiry, with the coupon spent by another order meanwhile: refunded, stock untouched', async () => {
        const product = await makeProduct(app(), { price: 5_000, stock: 2 });
        const coupon = await makeCoupon(app(), { usageLimit: 1 }, [shopper]);
        const rival = await makeShopper(app());
        await app().inject({
          method: 'POST',
          url: '/api/coupons/assign',
          headers: bearer(rival.token),
          payload: { code: coupon.code },
        });
        const first = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], {
          couponId: coupon.id,
        });
        await expireAll();
        await placeOrder(app(), rival, [{ productId: product, quantity: 1 }], {
          couponId: coupon.id,
        });
        expect(await stockOf(app(), product)).toBe(1);
        await payInSimulator(app(), first.paymentUrl);
        expect(await adminOrder(app(), first.id)).toMatchObject({
          status: 'CANCELLED',
          refunds: [{ reason: 'LATE_PAYMENT', status: 'COMPLETED' }],
        });
        // The savepoint undid the stock it had already taken again.
        expect(await stockOf(app(), product)).toBe(1);
      });

      it('after a staff cancellation: never re-reserved, given back automatically', async () => {
        const { id, product, paymentUrl } = await newOrder(1);
        const staff = await createStaff(app(), ['UPDATE_ORDERS']);
        await app().inject({
          method: 'POST',
          url: `/api/admin/orders/${id}/status`,
          headers: bearer(staff.token),
          payload: { status: 'CANCELLED' },
        });
        await payInSimulator(app(), paymentUrl);
        expect(await adminOrder(app(), id)).toMatchObject({
          status: 'CANCELLED',
          refundRequired: false,
          refunds: [{ reason: 'LATE_PAYMENT', status: 'COMPLETED', amount: 4_000 }],
        });
        expect(await stockOf(app(), product)).toBe(1);
        const page = await app().inject({ method: 'GET', url: new URL(paymentUrl).pathname });
        expect(page.body).toContain('zostało anulowane');
      });

      it('a second, different payment for a paid order is given back automatically', async () => {
        const { id, session, paymentUrl } = await newOrder();
        await payInSimulator(app(), paymentUrl);
        // Another transfer for the same order: a different transaction number, properly signed.
        const { sign: _sign, ...first } = simulator().notificationFor(session, 4_000);
        const second = { ...first, orderId: first.orderId + 1 };
        const res = await notify({
          ...second,
          sign: notificationSign(second, simulatorKeys(ctx().config.jwt.secret).crc),
        });
        expect(res.json()).toEqual({ status: 'OK', outcome: 'REFUND_REQUIRED' });
        expect(await adminOrder(app(), id)).toMatchObject({
          status: 'PAID',
          refundRequired: false,
          refunds: [{ reason: 'DOUBLE_PAYMENT', status: 'COMPLETED', amount: 4_000 }],
        });
        expect(await outcomesOf(id)).toEqual(['PAID', 'REFUND_REQUIRED']);
        // Its replays are replays.
        const replay = await notify({
          ...second,
          sign: notificationSign(second, simulatorKeys(ctx().config.jwt.secret).crc),
        });
        expect(replay.json().outcome).toBe('DUPLICATE');
        const history = (await adminOrder(app(), id)).history.filter((e) => e.kind === 'PAYMENT');
        expect(history).toHaveLength(2);
      });
    });
  },
  MANY_UNPAID_ORDERS,
);
