// Fair checkout at a drop opening: one account holds at most MAX_UNPAID_ORDERS (2) unpaid orders,
// so a bot cannot reserve a whole drop, even with orders sent at once; paying or an expiry frees
// a place. And a product not on sale yet is, everywhere a shopper can reach it, the same as one
// that does not exist.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalogue';
import { describeEachDb } from '../../test/harness.ts';
import { bearer } from '../../test/accounts.ts';
import {
  MINUTE,
  makeProduct,
  makeShopper,
  makeUpcomingProduct,
  orderBody,
  payInSimulator,
  placeOrder,
  postOrder,
} from '../../test/order-fixtures.ts';
import { expireOrders } from './expiry.ts';

const TOO_MANY =
  'Masz już 2 nieopłacone zamówienia. Opłać je w „Zamówieniach” albo poczekaj, aż rezerwacja wygaśnie, zanim złożysz kolejne.';

describeEachDb('orders: fair checkout', (ctx) => {
  const app = () => ctx().app;

  describe('unpaid orders per account', () => {
    it('a third unpaid order is refused with a Polish 409 and changes nothing', async () => {
      const shopper = await makeShopper(app());
      const products = await Promise.all([1, 2, 3].map(() => makeProduct(app(), { stock: 1 })));
      const first = await placeOrder(app(), shopper, [{ productId: products[0]!, quantity: 1 }]);
      await placeOrder(app(), shopper, [{ productId: products[1]!, quantity: 1 }]);
      const third = await postOrder(
        app(),
        shopper,
        orderBody(shopper, [{ productId: products[2]!, quantity: 1 }]),
      );
      expect(third.statusCode).toBe(409);
      expect(third.json()).toEqual({
        statusCode: 409,
        code: 'TooManyUnpaidOrdersException',
        message: TOO_MANY,
      });
      const untouched = await app().inject({ method: 'GET', url: `/api/products/${products[2]}` });
      expect(untouched.json<Product>()).toMatchObject({ stock: 1, reserved: 0 });

      // Paying one frees a place; so does an expiry.
      await payInSimulator(app(), first.paymentUrl);
      await placeOrder(app(), shopper, [{ productId: products[2]!, quantity: 1 }]);
      const more = await makeProduct(app(), { stock: 1 });
      const refused = await postOrder(
        app(),
        shopper,
        orderBody(shopper, [{ productId: more, quantity: 1 }]),
      );
      expect(refused.statusCode).toBe(409);
      const start = ctx().clock.now();
      ctx().clock.advance(31 * MINUTE);
      await expireOrders(app().db, ctx().clock.now());
      await placeOrder(app(), shopper, [{ productId: more, quantity: 1 }]);
      ctx().clock.set(start);
    });

    it('holds when one account sends many orders at once', async () => {
      const shopper = await makeShopper(app());
      const products = await Promise.all(
        Array.from({ length: 6 }, () => makeProduct(app(), { stock: 1 })),
      );
      const answers = await Promise.all(
        products.map((productId) =>
          postOrder(app(), shopper, orderBody(shopper, [{ productId, quantity: 1 }])),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
      const mine = await app().inject({
        method: 'GET',
        url: '/api/orders?status=PENDING',
        headers: bearer(shopper.token),
      });
      expect(mine.json().totalCount).toBe(2);
    });

    it('does not limit other accounts', async () => {
      const product = await makeProduct(app(), { stock: 10 });
      const shoppers = await Promise.all([1, 2, 3].map(() => makeShopper(app())));
      for (const shopper of shoppers) {
        await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
        await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
      }
      const read = await app().inject({ method: 'GET', url: `/api/products/${product}` });
      expect(read.json<Product>()).toMatchObject({ stock: 4, reserved: 6 });
    });
  });

  describe('a product not on sale yet is the same as a missing one', () => {
    let upcoming: number;
    let shopper: Awaited<ReturnType<typeof makeShopper>>;
    const MISSING = 2_000_000_000;

    beforeAll(async () => {
      upcoming = await makeUpcomingProduct(app());
      shopper = await makeShopper(app());
    });

    /** Status and body of the same request for the upcoming product and for an unknown id. */
    async function both(
      request: (productId: number) => Promise<{ statusCode: number; body: string }>,
    ) {
      const [hidden, missing] = [await request(upcoming), await request(MISSING)];
      return {
        hidden: [hidden.statusCode, hidden.body],
        missing: [missing.statusCode, missing.body],
      };
    }

    it('for the product page', async () => {
      const { hidden, missing } = await both((id) =>
        app().inject({ method: 'GET', url: `/api/products/${id}`, headers: bearer(shopper.token) }),
      );
      expect(hidden).toEqual(missing);
      expect(hidden[0]).toBe(404);
    });

    it('for the cart', async () => {
      const { hidden, missing } = await both((id) =>
        app().inject({
          method: 'POST',
          url: `/api/cart/items?productId=${id}&quantity=1`,
          headers: bearer(shopper.token),
        }),
      );
      expect(hidden).toEqual(missing);
      expect(hidden[0]).toBe(404);
    });

    it('for an order', async () => {
      const { hidden, missing } = await both((id) =>
        postOrder(app(), shopper, orderBody(shopper, [{ productId: id, quantity: 1 }])),
      );
      expect(hidden).toEqual(missing);
      expect(hidden[0]).toBe(404);
      expect(hidden[1]).not.toContain('Przyszła lampka');
    });

    it('for a wishlist', async () => {
      const list = await app().inject({
        method: 'POST',
        url: '/api/wishlists',
        headers: bearer(shopper.token),
        payload: { name: 'Na później', productIds: [] },
      });
      expect(list.statusCode).toBe(201);
      const listId = list.json().id;
      const { hidden, missing } = await both((id) =>
        app().inject({
          method: 'POST',
          url: `/api/wishlists/${listId}/products`,
          headers: bearer(shopper.token),
          payload: { productId: id },
        }),
      );
      expect(hidden).toEqual(missing);
      expect(hidden[0]).toBe(404);
      const created = await both((id) =>
        app().inject({
          method: 'POST',
          url: '/api/wishlists',
          headers: bearer(shopper.token),
          payload: { name: 'Druga', productIds: [id] },
        }),
      );
      expect(created.hidden).toEqual(created.missing);
    });
  });
});
