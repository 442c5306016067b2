import { expect, it } from 'vitest';
import type { Desk } from '@shop/shared/desk';
import { bearer, createStaff } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  MANY_UNPAID_ORDERS,
  makeProduct,
  makeShopper,
  payInSimulator,
  placeOrder,
} from '../../test/order-fixtures.ts';

describeEachDb(
  'the staff desk',
  (ctx) => {
    it('counts what waits, each part only for the scopes of its screen', async () => {
      const { app } = ctx();
      const reader = await createStaff(app, ['READ_ORDERS']);
      const returnsDesk = await createStaff(app, ['MANAGE_RETURNS']);
      const couponsOnly = await createStaff(app, ['MANAGE_COUPONS']);
      const updater = await createStaff(app, ['UPDATE_ORDERS']);
      const shopper = await makeShopper(app);
      const desk = async (token: string) => {
        const res = await app.inject({ url: '/api/admin/desk', headers: bearer(token) });
        expect(res.statusCode).toBe(200);
        return res.json<Desk>();
      };
      const before = await desk(reader.token);
      expect(before.returns).toBeUndefined();

      await placeOrder(app, shopper, [{ productId: await makeProduct(app), quantity: 1 }]);
      const paid = await placeOrder(app, shopper, [
        { productId: await makeProduct(app), quantity: 1 },
      ]);
      expect((await payInSimulator(app, paid.paymentUrl)).statusCode).toBe(303);
      const after = await desk(reader.token);
      expect(after.orders!.unpaid).toBe(before.orders!.unpaid + 1);
      expect(after.orders!.toShip).toBe(before.orders!.toShip + 1);
      expect(after.orders!.oldestUnpaidAt).not.toBeNull();
      expect(after.ksef).toEqual(expect.objectContaining({ refused: expect.any(Number) }));
      // The test shop has no KSeF token: the desk says nothing goes to KSeF.
      expect(after.ksef!.unconfigured).toBe(true);

      // Delivered, then withdrawn from: a return waiting on staff, with its deadlines.
      for (const status of ['SHIPPED', 'DELIVERED']) {
        const res = await app.inject({
          method: 'POST',
          url: `/api/admin/orders/${paid.id}/status`,
          headers: bearer(updater.token),
          payload: { status },
        });
        expect(res.statusCode).toBe(200);
      }
      const order = await app.inject({
        url: `/api/orders/${paid.id}`,
        headers: bearer(shopper.token),
      });
      const withdrawal = await app.inject({
        method: 'POST',
        url: `/api/orders/${paid.id}/returns`,
        headers: bearer(shopper.token),
        payload: {
          type: 'WITHDRAWAL',
          items: [{ orderItemId: order.json().items[0].id, quantity: 1 }],
        },
      });
      expect(withdrawal.statusCode).toBe(201);
      const returns = (await desk(returnsDesk.token)).returns!;
      expect(returns.open).toBeGreaterThanOrEqual(1);
      expect(returns.late).toBe(0);
      expect(returns.nearest).toContainEqual(
        expect.objectContaining({ orderId: paid.id, refundBy: expect.any(String) }),
      );
      expect((await desk(returnsDesk.token)).orders).toBeUndefined();
      expect(await desk(couponsOnly.token)).toEqual({});

      expect(
        (await app.inject({ url: '/api/admin/desk', headers: bearer(shopper.token) })).statusCode,
      ).toBe(403);
      expect((await app.inject({ url: '/api/admin/desk' })).statusCode).toBe(401);
    });

    it('counts for CREATE_PRODUCT the products offered without GPSR data, and says the rule is off', async () => {
      const { app } = ctx();
      const catalogue = await createStaff(app, ['CREATE_PRODUCT']);
      const safety = async () =>
        (
          await app.inject({ url: '/api/admin/desk', headers: bearer(catalogue.token) })
        ).json<Desk>().safety!;
      const before = await safety();
      // This suite runs with PRODUCT_SAFETY_REQUIRED=false, as scripts using the specification's
      // product body do: the desk says so.
      expect(before.required).toBe(false);
      await makeProduct(app, { price: 1_500 });
      const after = await safety();
      expect(after.lacking).toBe(before.lacking + 1);
      expect(after.products.length).toBe(Math.min(after.lacking, 5));
      expect(
        (
          await app.inject({
            url: '/api/admin/desk',
            headers: bearer((await createStaff(app, ['READ_ORDERS'])).token),
          })
        ).json<Desk>().safety,
      ).toBeUndefined();
    });
  },
  MANY_UNPAID_ORDERS,
);
