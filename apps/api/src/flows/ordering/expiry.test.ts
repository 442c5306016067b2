import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { startOrderExpiryJob, sweepIntervalMs } from '../../jobs/order-expiry.ts';
import { bearer } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { expireOrders } from './expiry.ts';
import {
  adminOrder,
  getOrder,
  makeCoupon,
  makeProduct,
  makeShopper,
  payInSimulator,
  placeOrder,
  stockOf,
  type Shopper,
} from '../../test/order-fixtures.ts';

const SECOND = 1_000;

describeEachDb(
  'orders: reservation expiry (30 s reservations)',
  (ctx) => {
    const app = () => ctx().app;
    let shopper: Shopper;

    beforeAll(async () => {
      ctx().clock.set(new Date());
      shopper = await makeShopper(app());
    });

    it('reads ORDER_RESERVATION_MINUTES with fractions', () => {
      expect(ctx().config.orderReservationMs).toBe(30 * SECOND);
      expect(sweepIntervalMs(30 * 60 * SECOND)).toBe(30 * SECOND);
      expect(sweepIntervalMs(30 * SECOND)).toBe(3 * SECOND);
      expect(sweepIntervalMs(100)).toBe(SECOND);
    });

    it('cancels an unpaid order when its reservation ends, releasing stock and coupon', async () => {
      const product = await makeProduct(app(), { stock: 1 });
      const coupon = await makeCoupon(app(), { usageLimit: 1 }, [shopper]);
      const placedAt = ctx().clock.now();
      const { id } = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], {
        couponId: coupon.id,
      });
      expect((await getOrder(app(), shopper, id)).expiresAt).toBe(
        new Date(placedAt.getTime() + 30 * SECOND).toISOString(),
      );

      ctx().clock.advance(29 * SECOND);
      await expireOrders(app().db, ctx().clock.now());
      expect((await getOrder(app(), shopper, id)).status).toBe('PENDING');
      expect(await stockOf(app(), product)).toBe(0);

      ctx().clock.advance(2 * SECOND);
      expect(await expireOrders(app().db, ctx().clock.now())).toBeGreaterThanOrEqual(1);
      const order = await adminOrder(app(), id);
      expect(order).toMatchObject({ status: 'CANCELLED', paymentUrl: null, refundRequired: false });
      expect(order.history.at(-1)).toMatchObject({
        kind: 'STATUS',
        fromStatus: 'PENDING',
        toStatus: 'CANCELLED',
        actorId: null,
        note: 'Rezerwacja wygasła bez płatności',
      });
      expect(await stockOf(app(), product)).toBe(1);
      const coupons = await app().inject({
        method: 'GET',
        url: '/api/users/me/coupons',
        headers: bearer(shopper.token),
      });
      expect(coupons.json().items[0]).toMatchObject({ id: coupon.id, used: false, timesUsed: 0 });
    });

    it('never touches paid orders', async () => {
      const product = await makeProduct(app(), { stock: 1 });
      const { id, paymentUrl } = await placeOrder(app(), shopper, [
        { productId: product, quantity: 1 },
      ]);
      await payInSimulator(app(), paymentUrl);
      ctx().clock.advance(60 * SECOND);
      await expireOrders(app().db, ctx().clock.now());
      expect((await getOrder(app(), shopper, id)).status).toBe('PAID');
      expect(await stockOf(app(), product)).toBe(0);
    });

    it('releases each order once when several sweeps run at the same time', async () => {
      const product = await makeProduct(app(), { stock: 12 });
      const ids: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const who = await makeShopper(app());
        ids.push((await placeOrder(app(), who, [{ productId: product, quantity: 2 }])).id);
      }
      expect(await stockOf(app(), product)).toBe(0);
      ctx().clock.advance(31 * SECOND);
      const now = ctx().clock.now();
      const counts = await Promise.all([1, 2, 3, 4].map(() => expireOrders(app().db, now)));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
      expect(await stockOf(app(), product)).toBe(12);
      for (const id of ids) expect((await adminOrder(app(), id)).status).toBe('CANCELLED');
    });

    it('runs by itself in a started server', async () => {
      // A second app on the same database, started the way server.ts starts it.
      const server = await buildApp({
        config: { ...ctx().config, orderReservationMs: 2 * SECOND },
        database: ctx().database,
        clock: ctx().clock,
      });
      startOrderExpiryJob(server);
      await server.ready();
      try {
        const product = await makeProduct(app(), { stock: 1 });
        const res = await server.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(shopper.token),
          payload: {
            shippingAddressId: shopper.addressId,
            items: [{ productId: product, quantity: 1 }],
            returnUrl: `${ctx().config.publicUrl}/orders`,
            shippingMethod: 'INPOST_COURIER',
          },
        });
        expect(res.statusCode).toBe(201);
        ctx().clock.advance(3 * SECOND);
        const deadline = Date.now() + 5 * SECOND;
        while ((await stockOf(app(), product)) === 0 && Date.now() < deadline) {
          await sleep(100);
        }
        expect((await getOrder(app(), shopper, res.json().id)).status).toBe('CANCELLED');
        expect(await stockOf(app(), product)).toBe(1);
      } finally {
        await server.close();
      }
    });
  },
  { ORDER_RESERVATION_MINUTES: '0.5' },
);
