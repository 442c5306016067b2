import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DropStats } from '@shop/shared/drop-results';
import { describeEachDb } from '../../test/harness.ts';
import { createStaff } from '../../test/accounts.ts';
import {
  adminOrder,
  MANY_UNPAID_ORDERS,
  makeShopper,
  payInSimulator,
  placeOrder,
} from '../../test/order-fixtures.ts';
import { bearer } from '../../modules/drops/test-fixtures.ts';
import { DAY, makeDrop, makeProduct } from '../../modules/cart/test-products.ts';

/** What SQL over the orders gives: sold pieces and revenue per step, for the drop. */
async function fromOrders(app: App, dropId: number) {
  const { rows } = (await app.db.execute(
    sql.raw(`
    SELECT CASE WHEN p.price_type = 'STATIC' THEN -1
                ELSE least(6, floor(extract(epoch FROM o.created_at - d.drop_time) / 172800))::int END AS level,
           sum(i.quantity)::int AS pieces, sum(i.quantity * i.price)::int AS revenue
      FROM order_items i JOIN orders o ON o.id = i.order_id
      JOIN products p ON p.id = i.product_id JOIN drops d ON d.id = p.drop_id
     WHERE p.drop_id = ${dropId} AND o.status IN ('PAID', 'SHIPPED', 'DELIVERED')
     GROUP BY 1 ORDER BY 1`),
  )) as { rows: { level: number; pieces: number; revenue: number }[] };
  return rows;
}

describeEachDb(
  'drop results',
  (ctx) => {
    it('counts pieces, revenue, margin and sales per price step exactly as the orders hold them', async () => {
      const { app, clock } = ctx();
      const staff = await createStaff(app, ['CREATE_DROP', 'UPDATE_ORDERS']);
      const opening = new Date(clock.now().getTime() - 3_600_000);
      const drop = await makeDrop(app, opening);
      const dynamic: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        dynamic.push(
          await makeProduct(app, {
            dropId: drop.id,
            stock: 2,
            msrp: 10_000 + i * 1_000,
            purchasePrice: 1_500,
          }),
        );
      }
      const fixed = await makeProduct(app, {
        dropId: drop.id,
        priceType: 'STATIC',
        price: 4_900,
        msrp: null,
        stock: 3,
        purchasePrice: 2_000,
      });
      const shoppers = await Promise.all(Array.from({ length: 4 }, () => makeShopper(app)));
      const pay = async (order: { paymentUrl: string }) =>
        expect((await payInSimulator(app, order.paymentUrl)).statusCode).toBe(303);

      // Day 1 (70 %): four orders paid, one left unpaid, one cancelled by staff.
      for (const [i, productId] of dynamic.slice(0, 4).entries()) {
        await pay(
          await placeOrder(app, shoppers[i]!, [{ productId, quantity: i % 2 === 0 ? 2 : 1 }]),
        );
      }
      const staticOrder = await placeOrder(app, shoppers[0]!, [{ productId: fixed, quantity: 2 }]);
      await pay(staticOrder);
      await placeOrder(app, shoppers[1]!, [{ productId: dynamic[4]!, quantity: 1 }]);
      const cancelled = await placeOrder(app, shoppers[2]!, [
        { productId: dynamic[5]!, quantity: 1 },
      ]);
      const cancel = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${cancelled.id}/status`,
        headers: bearer(staff.token),
        payload: { status: 'CANCELLED' },
      });
      expect(cancel.statusCode).toBe(200);

      // Day 3 (60 %): three more, one order holding two products.
      clock.set(new Date(opening.getTime() + 2 * DAY + 60_000));
      await pay(await placeOrder(app, shoppers[3]!, [{ productId: dynamic[6]!, quantity: 1 }]));
      const twoProducts = await placeOrder(app, shoppers[2]!, [
        { productId: dynamic[7]!, quantity: 2 },
        { productId: dynamic[8]!, quantity: 1 },
      ]);
      await pay(twoProducts);

      const res = await app.inject({
        url: `/api/admin/drops/${drop.id}/stats`,
        headers: bearer(staff.token),
      });
      expect(res.statusCode).toBe(200);
      const stats = res.json<DropStats>();
      const expected = await fromOrders(app, drop.id);
      expect(stats.steps.map(({ level, pieces, revenue }) => ({ level, pieces, revenue }))).toEqual(
        expected,
      );
      expect(stats.steps.map((step) => step.label)).toEqual(['Cena stała', '70%', '60%']);
      const sold = expected.reduce((sum, step) => sum + step.pieces, 0);
      const revenue = expected.reduce((sum, step) => sum + step.revenue, 0);
      // By hand: day 1 sold 2+1+2+1 pieces at 70 % of 100, 110, 120, 130 zł and 2 static at 49 zł;
      // day 3 sold 1+2+1 at 60 % of 160, 170, 180 zł.
      expect(expected).toEqual([
        { level: -1, pieces: 2, revenue: 9_800 },
        { level: 0, pieces: 6, revenue: 2 * 7_000 + 7_700 + 2 * 8_400 + 9_100 },
        { level: 1, pieces: 4, revenue: 9_600 + 2 * 10_200 + 10_800 },
      ]);
      // Margin net of VAT: the 23 % in the gross prices is the state's, not the shop's.
      const revenueNet = Math.round(revenue / 1.23);
      expect(stats).toMatchObject({
        dropId: drop.id,
        revenue,
        revenueNet,
        cost: 10 * 1_500 + 2 * 2_000,
        margin: revenueNet - (10 * 1_500 + 2 * 2_000),
        pieces: {
          listed: 12 * 2 + 3,
          sold,
          reserved: 1,
          withdrawn: 0,
          onSale: 12 * 2 + 3 - sold - 1,
        },
        orders: { placed: 9, paid: 7, cancelled: 1 },
        soldOutAfterSeconds: null,
      });
      expect(stats.firstOrderAfterSeconds).toBe(3_600);
      expect(stats.hours.reduce((sum, hour) => sum + hour.pieces, 0)).toBe(sold);
      expect(stats.hours.map((hour) => hour.hour)).toEqual([1, 48]);

      // Money given back is not a sale: the static order refunded in full, one of the two
      // pieces of dynamic[7] (60 % of 170 zł) given back.
      const refunder = await createStaff(app, ['UPDATE_ORDERS', 'READ_ORDERS']);
      const refund = (orderId: number, body: object) =>
        app.inject({
          method: 'POST',
          url: `/api/admin/orders/${orderId}/refunds`,
          headers: bearer(refunder.token),
          payload: body,
        });
      expect((await refund(staticOrder.id, { note: 'Odstąpienie od umowy' })).statusCode).toBe(200);
      const line = (await adminOrder(app, twoProducts.id)).items.find(
        (item) => item.product.id === dynamic[7],
      )!;
      expect(
        (await refund(twoProducts.id, { items: [{ orderItemId: line.id, quantity: 1 }] }))
          .statusCode,
      ).toBe(200);
      const after = (
        await app.inject({ url: `/api/admin/drops/${drop.id}/stats`, headers: bearer(staff.token) })
      ).json<DropStats>();
      const keptRevenue = revenue - 9_800 - 10_200;
      const keptCost = 10 * 1_500 + 2 * 2_000 - 2 * 2_000 - 1_500;
      expect(after).toMatchObject({
        revenue: keptRevenue,
        revenueNet: Math.round(keptRevenue / 1.23),
        cost: keptCost,
        margin: Math.round(keptRevenue / 1.23) - keptCost,
        pieces: { sold: sold - 3 },
        orders: { refunded: 2, refunds: 2 },
      });
      expect(after.steps.map(({ level, pieces }) => ({ level, pieces }))).toEqual([
        { level: 0, pieces: 6 },
        { level: 1, pieces: 3 },
      ]);
      expect(after.hours.reduce((sum, hour) => sum + hour.pieces, 0)).toBe(sold - 3);

      const shopper = await app.inject({
        url: `/api/admin/drops/${drop.id}/stats`,
        headers: bearer(shoppers[0]!.token),
      });
      expect(shopper.statusCode).toBe(403);
      const missing = await app.inject({
        url: '/api/admin/drops/999999/stats',
        headers: bearer(staff.token),
      });
      expect(missing.statusCode).toBe(404);
    });
  },
  MANY_UNPAID_ORDERS,
);
