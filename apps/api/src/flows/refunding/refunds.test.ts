// Staff refunds ("Zwróć pieniądze") through the API with the built-in simulator, which takes a
// refund and posts its signed refund notification back through the real webhook at once.
import { beforeAll, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/shared/orders';
import { bearer, createStaff, registerShopper } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  adminOrder,
  makeCoupon,
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  payInSimulator,
  placeOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';
import { refundEmails, requestRefund, storedRefunds } from '../../test/refund-fixtures.ts';

describeEachDb(
  'refunds: staff, with the simulator',
  (ctx) => {
    const app = () => ctx().app;
    let shopper: Shopper;

    beforeAll(async () => {
      ctx().clock.set(new Date());
      shopper = await makeShopper(app());
    });

    /** A paid order of 2 × 50,00 zł and 1 × 19,99 zł, 10 % off (12,00 zł), shipping 10,00 zł. */
    async function paidOrderWithCoupon() {
      const lamp = await makeProduct(app(), { price: 5_000 });
      const mug = await makeProduct(app(), { price: 1_999 });
      const coupon = await makeCoupon(app(), { discountValue: 10 }, [shopper]);
      const placed = await placeOrder(
        app(),
        shopper,
        [
          { productId: lamp, quantity: 2 },
          { productId: mug, quantity: 1 },
        ],
        { couponId: coupon.id },
      );
      expect((await payInSimulator(app(), placed.paymentUrl)).statusCode).toBe(303);
      const order = await adminOrder(app(), placed.id);
      expect(order).toMatchObject({ status: 'PAID', totalAmount: 11_799, discount: 1_200 });
      const [lampLine, mugLine] = order.items;
      return { order, lampLine: lampLine!.id, mugLine: mugLine!.id };
    }

    const refunded = (order: AdminOrder) => order.history.filter((e) => e.kind === 'REFUND');

    it('refunds the whole order: everything paid, as one refund the provider completes', async () => {
      const { order, lampLine, mugLine } = await paidOrderWithCoupon();
      const res = await requestRefund(app(), order.id, { note: 'Klient odstąpił od umowy' });
      expect(res.statusCode).toBe(200);
      const after = res.json<AdminOrder>();
      expect(after.refunds).toEqual([
        {
          id: expect.any(Number),
          amount: 11_799,
          status: 'COMPLETED',
          reason: 'STAFF',
          items: [
            { orderItemId: lampLine, quantity: 2 },
            { orderItemId: mugLine, quantity: 1 },
          ],
          shipping: true,
          createdAt: ctx().clock.now().toISOString(),
          settledAt: ctx().clock.now().toISOString(),
        },
      ]);
      const events = refunded(await adminOrder(app(), order.id));
      expect(events.map((e) => e.note)).toEqual([
        'Zwrot 117,99\u00a0zł zlecony: cała pozostała kwota — Klient odstąpił od umowy',
        'Zwrot 117,99\u00a0zł wykonany',
      ]);
      expect(events[0]!.actorEmail).toMatch(/^staff-/);
      expect(await refundEmails(app(), order.id)).toEqual([
        { to: shopper.user.email, refundId: after.refunds[0]!.id },
      ]);
      // Nothing is left: a second try is refused and makes no refund.
      const again = await requestRefund(app(), order.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'RefundNotPossibleException',
        message: 'Nie ma już czego zwrócić',
      });
      expect(await storedRefunds(app(), order.id)).toHaveLength(1);
    });

    it('refunds chosen lines at their price after the discount, then the rest', async () => {
      const { order, lampLine, mugLine } = await paidOrderWithCoupon();
      // One of two lamps: half the line's 100,00 zł less its 10,00 zł share of the discount.
      const first = await requestRefund(app(), order.id, {
        items: [{ orderItemId: lampLine, quantity: 1 }],
      });
      expect(first.statusCode).toBe(200);
      expect(first.json<AdminOrder>().refunds.map((r) => r.amount)).toEqual([4_500]);
      // The mug (19,99 zł less its 2,00 zł share) and the shipping cost.
      const second = await requestRefund(app(), order.id, {
        items: [{ orderItemId: mugLine, quantity: 1 }],
        shipping: true,
      });
      expect(second.json<AdminOrder>().refunds.map((r) => r.amount)).toEqual([4_500, 2_799]);
      // The shipping cost and the mug went back already.
      const shippingAgain = await requestRefund(app(), order.id, { items: [], shipping: true });
      expect(shippingAgain.statusCode).toBe(409);
      expect(shippingAgain.json().message).toBe('Koszt dostawy został już zwrócony');
      const mugAgain = await requestRefund(app(), order.id, {
        items: [{ orderItemId: mugLine, quantity: 1 }],
      });
      expect(mugAgain.json().message).toBe(
        `Pozycja „${order.items[1]!.product.name}” została już zwrócona`,
      );
      const tooMany = await requestRefund(app(), order.id, {
        items: [{ orderItemId: lampLine, quantity: 2 }],
      });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().message).toBe(
        `Z pozycji „${order.items[0]!.product.name}” można zwrócić najwyżej 1 szt. (wybrano 2)`,
      );
      // The rest: the other lamp, exactly what is left of the payment.
      const rest = await requestRefund(app(), order.id);
      const refunds = rest.json<AdminOrder>().refunds;
      expect(refunds.map((r) => [r.amount, r.status])).toEqual([
        [4_500, 'COMPLETED'],
        [2_799, 'COMPLETED'],
        [4_500, 'COMPLETED'],
      ]);
      expect(refunds[2]).toMatchObject({
        items: [{ orderItemId: lampLine, quantity: 1 }],
        shipping: false,
      });
      expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(order.totalAmount);
      expect(refunded(await adminOrder(app(), order.id)).map((e) => e.note)).toContain(
        `Zwrot 27,99\u00a0zł zlecony: ${order.items[1]!.product.name} × 1, dostawa`,
      );
    });

    it('refuses lines that are not the order’s, repeated lines and an empty choice', async () => {
      const { order, lampLine } = await paidOrderWithCoupon();
      const other = await paidOrderWithCoupon();
      const foreign = await requestRefund(app(), order.id, {
        items: [{ orderItemId: other.lampLine, quantity: 1 }],
      });
      expect(foreign.statusCode).toBe(409);
      expect(foreign.json().message).toBe('Ta pozycja nie należy do zamówienia');
      const twice = await requestRefund(app(), order.id, {
        items: [
          { orderItemId: lampLine, quantity: 1 },
          { orderItemId: lampLine, quantity: 1 },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe('Pozycja zamówienia powtarza się we wniosku o zwrot');
      const nothing = await requestRefund(app(), order.id, { items: [] });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().message).toBe('Wybierz pozycje lub koszt dostawy do zwrotu');
      const zero = await requestRefund(app(), order.id, {
        items: [{ orderItemId: lampLine, quantity: 0 }],
      });
      expect(zero.statusCode).toBe(400);
      expect(await storedRefunds(app(), order.id)).toEqual([]);
    });

    it('refuses an order that was not paid, and an unknown one', async () => {
      const product = await makeProduct(app());
      const unpaid = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
      const res = await requestRefund(app(), unpaid.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'OrderNotPaidException',
        message: 'Zamówienie nie zostało opłacone',
      });
      expect((await requestRefund(app(), 999_999)).statusCode).toBe(404);
      expect(await storedRefunds(app(), unpaid.id)).toEqual([]);
    });

    it('needs staff with UPDATE_ORDERS', async () => {
      const { order } = await paidOrderWithCoupon();
      const guest = await app().inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refunds`,
        payload: {},
      });
      expect(guest.statusCode).toBe(401);
      const someShopper = await registerShopper(app());
      expect((await requestRefund(app(), order.id, {}, { who: someShopper })).statusCode).toBe(403);
      const reader = await createStaff(app(), ['READ_ORDERS']);
      expect((await requestRefund(app(), order.id, {}, { who: reader })).statusCode).toBe(403);
      expect(await storedRefunds(app(), order.id)).toEqual([]);
    });

    it('makes one refund for one Idempotency-Key, however often it comes', async () => {
      const { order, lampLine } = await paidOrderWithCoupon();
      const body = { items: [{ orderItemId: lampLine, quantity: 1 }] };
      const answers = [];
      for (let i = 0; i < 3; i++) {
        answers.push(await requestRefund(app(), order.id, body, { idempotencyKey: 'klik-42' }));
      }
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((res) => res.json<AdminOrder>().refunds.length)).toEqual([1, 1, 1]);
      expect(await storedRefunds(app(), order.id)).toHaveLength(1);
      // Another key is another refund.
      await requestRefund(app(), order.id, body, { idempotencyKey: 'klik-43' });
      expect(await storedRefunds(app(), order.id)).toHaveLength(2);
      const bad = await requestRefund(app(), order.id, body, { idempotencyKey: 'ze spacją' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Nieprawidłowy nagłówek Idempotency-Key');
    });

    it('a cancelled paid order stays flagged until everything paid went back', async () => {
      const { order, lampLine } = await paidOrderWithCoupon();
      const updater = await createStaff(app(), ['UPDATE_ORDERS']);
      const cancelled = await app().inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: bearer(updater.token),
        payload: { status: 'CANCELLED' },
      });
      expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', refundRequired: true });
      const part = await requestRefund(app(), order.id, {
        items: [{ orderItemId: lampLine, quantity: 1 }],
      });
      expect(part.json()).toMatchObject({ refundRequired: true });
      const rest = await requestRefund(app(), order.id);
      expect(rest.json()).toMatchObject({ refundRequired: false });
    });
  },
  MANY_UNPAID_ORDERS,
);
