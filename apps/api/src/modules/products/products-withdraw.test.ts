// Staff withdraw a product from sale and restore it (docs/product-rules.md, "Staff upkeep"):
// shoppers see NOT_AVAILABLE at once, cannot add or order it, the sitemap leaves it out; unpaid
// orders that hold it keep their pieces and may be paid. The race with checkout is tested on
// PostgreSQL at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Product, ProductWithdrawal } from '@shop/shared/catalogue';
import { orderItems, orders as ordersTable } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { createTestContext, describeEachDb, type TestContext } from '../../test/harness.ts';
import { bearer } from '../../test/accounts.ts';
import { untilPlaceOrdersWaits } from '../../test/lock-waits.ts';
import { expireOrders } from '../../flows/ordering/expiry.ts';
import { withdrawProduct } from './service.ts';
import { authAs, postDrop, postProduct } from '../drops/test-fixtures.ts';
import {
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  orderBody,
  payInSimulator,
  placeOrder,
  postOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';
import type { App } from '../../app.ts';

const NOT_AVAILABLE = 'Produkt nie jest już dostępny';

const stockAndReserved = async (app: App, id: number) => {
  const [row] = await app.db
    .select({ stock: products.stock, reserved: products.reserved })
    .from(products)
    .where(eq(products.id, id));
  return row!;
};

const orderLinesOf = async (app: App, id: number) =>
  (await app.db.select().from(orderItems).where(eq(orderItems.productId, id))).length;

describeEachDb(
  'products: withdraw from sale and restore',
  (ctx) => {
    const app = () => ctx().app;
    let staff: Record<string, string>;
    let shopper: Shopper;
    const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
      app().inject({ method, url, headers });
    const withdraw = (id: number | string, headers = staff) =>
      inject('POST', `/api/products/${id}/withdraw`, headers);
    const restore = (id: number | string, headers = staff) =>
      inject('POST', `/api/products/${id}/restore`, headers);
    const shopperRead = async (id: number) =>
      (await inject('GET', `/api/products/${id}`)).json<Product>();
    const addToCart = (id: number) =>
      inject('POST', `/api/cart/items?productId=${id}&quantity=1`, bearer(shopper.token));

    beforeAll(async () => {
      ctx().clock.set(new Date());
      staff = await authAs(app(), ['CREATE_DROP', 'CREATE_PRODUCT']);
      shopper = await makeShopper(app());
    });

    it('needs CREATE_PRODUCT; 404 for an unknown product, 400 for a bad id', async () => {
      const product = await makeProduct(app());
      for (const call of [withdraw, restore]) {
        expect((await call(product, {})).statusCode).toBe(401);
        const res = await call(product, await authAs(app(), ['CREATE_DROP']));
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Brak wymaganego uprawnienia: CREATE_PRODUCT');
        const missing = await call(999_999);
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toBe('Nie znaleziono produktu');
        expect((await call('abc')).statusCode).toBe(400);
      }
      expect((await shopperRead(product)).status).toBe('AVAILABLE');
    });

    it('withdrawn: NOT_AVAILABLE everywhere, no cart add, no order; restored: on sale again', async () => {
      const product = await makeProduct(app(), { price: 4_000, stock: 3 });
      const buyer = await makeShopper(app());
      // An unpaid order before the withdrawal, a cart line, and kept answers to be ended.
      const held = await placeOrder(app(), buyer, [{ productId: product, quantity: 1 }]);
      expect((await addToCart(product)).statusCode).toBe(200);
      expect((await shopperRead(product)).status).toBe('AVAILABLE');
      const staffRead = (await inject('GET', `/api/products/${product}`, staff)).json<Product>();
      expect(staffRead.withdrawnAt).toBeNull();

      const res = await withdraw(product);
      expect(res.statusCode).toBe(200);
      const withdrawn = res.json<ProductWithdrawal>();
      expect(withdrawn).toMatchObject({
        id: product,
        withdrawnAt: ctx().clock.now().toISOString(),
        previousVersion: staffRead.version,
      });
      expect(withdrawn.version).not.toBe(staffRead.version);

      // Shoppers: the status of the schedule's withdrawal, in the product and in lists.
      const read = await shopperRead(product);
      expect(read.status).toBe('NOT_AVAILABLE');
      expect(read).not.toHaveProperty('withdrawnAt');
      const available = await inject('GET', `/api/products/search?status=AVAILABLE&count=100`);
      expect(available.json().items.map((p: Product) => p.id)).not.toContain(product);
      // Staff still see it, marked.
      const seen = (await inject('GET', `/api/products/${product}`, staff)).json<Product>();
      expect(seen).toMatchObject({ status: 'NOT_AVAILABLE', withdrawnAt: withdrawn.withdrawnAt });

      // The cart shows the line as unavailable and left out of the totals; no more pieces.
      const cart = await inject('GET', '/api/cart', bearer(shopper.token));
      expect(cart.json().items[0]).toMatchObject({ issue: NOT_AVAILABLE });
      expect(cart.json().subtotal).toBe(0);
      const add = await addToCart(product);
      expect(add.statusCode).toBe(409);
      expect(add.json()).toMatchObject({
        code: 'ProductNotAvailableException',
        message: NOT_AVAILABLE,
      });

      // Checkout refuses it whole: no order, nothing reserved.
      const before = await stockAndReserved(app(), product);
      const order = await postOrder(
        app(),
        shopper,
        orderBody(shopper, [{ productId: product, quantity: 1 }]),
      );
      expect(order.statusCode).toBe(409);
      expect(order.json().message).toBe(`${read.name}: ${NOT_AVAILABLE}`);
      expect(await stockAndReserved(app(), product)).toEqual(before);
      expect(before).toEqual({ stock: 2, reserved: 1 });
      expect(await orderLinesOf(app(), product)).toBe(1);

      // The order placed before keeps its piece and may still be paid.
      expect((await payInSimulator(app(), held.paymentUrl)).statusCode).toBeLessThan(400);
      const [paid] = await app()
        .db.select({ status: ordersTable.status })
        .from(ordersTable)
        .where(eq(ordersTable.id, held.id));
      expect(paid!.status).toBe('PAID');
      expect(await stockAndReserved(app(), product)).toEqual({ stock: 2, reserved: 0 });

      // Withdrawing again changes nothing and keeps the first moment.
      ctx().clock.advance(60_000);
      const again = await withdraw(product);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ withdrawnAt: withdrawn.withdrawnAt });
      expect(again.json().version).toBe(again.json().previousVersion);

      const back = await restore(product);
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ id: product, withdrawnAt: null });
      expect((await shopperRead(product)).status).toBe('AVAILABLE');
      expect((await addToCart(product)).statusCode).toBe(200);
      await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
      expect(await stockAndReserved(app(), product)).toEqual({ stock: 1, reserved: 1 });
      // Restoring what is on sale changes nothing either.
      const twice = await restore(product);
      expect(twice.statusCode).toBe(200);
      expect(twice.json().version).toBe(twice.json().previousVersion);
    });

    it('the sitemap leaves a withdrawn product out (read at most once an hour)', async () => {
      const product = await makeProduct(app());
      const sitemap = async () => {
        ctx().clock.advance(61 * 60_000);
        return (await inject('GET', '/sitemap.xml')).body;
      };
      expect(await sitemap()).toContain(`/product/${product}</loc>`);
      await withdraw(product);
      expect(await sitemap()).not.toContain(`/product/${product}</loc>`);
      await restore(product);
      expect(await sitemap()).toContain(`/product/${product}</loc>`);
    });

    it('the form carries on from the answered version; an edit keeps the withdrawal', async () => {
      const drop = await postDrop(app(), staff, {
        dropTime: new Date(ctx().clock.now().getTime() - 3_600_000).toISOString(),
      });
      const product = await postProduct(app(), staff, drop.id, { stock: 2 });
      const { version } = (await withdraw(product)).json<ProductWithdrawal>();
      const edit = await app().inject({
        method: 'PUT',
        url: `/api/products/${product}`,
        headers: staff,
        payload: {
          dropId: drop.id,
          name: 'Słuchawki po zmianie',
          description: 'Opis',
          msrp: 10_000,
          price: 0,
          purchasePrice: 2_500,
          priceType: 'DYNAMIC_LEVELS',
          stock: 2,
          category: 'ELECTRONICS',
          condition: 'NEW',
          sourceUrl: null,
          version,
        },
      });
      expect(edit.statusCode).toBe(200);
      expect(await shopperRead(product)).toMatchObject({
        name: 'Słuchawki po zmianie',
        status: 'NOT_AVAILABLE',
      });
    });

    it('a payment after its order expired does not sell a withdrawn piece anew', async () => {
      const product = await makeProduct(app(), { stock: 1 });
      const held = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
      await withdraw(product);
      ctx().clock.advance(31 * 60_000);
      await expireOrders(app().db, ctx().clock.now());
      expect(await stockAndReserved(app(), product)).toEqual({ stock: 1, reserved: 0 });

      await payInSimulator(app(), held.paymentUrl);
      const [order] = await app()
        .db.select({ status: ordersTable.status, paidAt: ordersTable.paidAt })
        .from(ordersTable)
        .where(eq(ordersTable.id, held.id));
      expect(order!.status).toBe('CANCELLED');
      expect(order!.paidAt).not.toBeNull();
      expect(await stockAndReserved(app(), product)).toEqual({ stock: 1, reserved: 0 });
    });

    it('add_to_carts refuses a withdrawn product itself (an add checked just before)', async () => {
      const product = await makeProduct(app());
      await withdraw(product);
      const adds = [
        { user_id: shopper.user.id, product_id: product, quantity: 1, max_quantity: 5 },
      ];
      const { rows } = (await app().db.execute(
        sql`SELECT added, lines FROM add_to_carts(${JSON.stringify(adds)}::jsonb)`,
      )) as unknown as { rows: { added: boolean | null; lines: { productId: number }[] }[] };
      const [answer] = rows;
      expect(answer!.added).toBeNull();
      expect(answer!.lines.some((line) => line.productId === product)).toBe(false);
    });
  },
  MANY_UNPAID_ORDERS,
);

// On PostgreSQL with real connections: orders checked while the product was on sale reach
// place_orders while the withdrawal holds the product's row; once it commits, every one of
// them is refused, nothing is reserved and no order is left.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'products: withdrawal races checkout [postgres]',
  () => {
    let ctx: TestContext & { close(): Promise<void> };
    let shoppers: Shopper[];
    const app = () => ctx.app;

    beforeAll(async () => {
      ctx = await createTestContext('postgres');
      shoppers = [];
      for (let i = 0; i < 12; i += 4) {
        shoppers.push(...(await Promise.all([0, 1, 2, 3].map(() => makeShopper(app())))));
      }
    }, 120_000);
    afterAll(() => ctx?.close());

    it('no order gets through once the withdrawal committed', async () => {
      const product = await makeProduct(app(), { stock: 20 });
      // Kept answer: every order below is checked against "AVAILABLE" from memory.
      const staff = await authAs(app(), ['CREATE_PRODUCT']);
      expect(
        (await app().inject({ method: 'GET', url: `/api/products/${product}` })).json().status,
      ).toBe('AVAILABLE');
      let orders: Promise<Awaited<ReturnType<typeof postOrder>>[]> | undefined;
      await app().db.transaction(async (tx) => {
        await withdrawProduct(tx, product, ctx.clock.now());
        orders = Promise.all(
          shoppers.map((s) =>
            postOrder(app(), s, orderBody(s, [{ productId: product, quantity: 1 }])),
          ),
        );
        // Wait until a batch of them is inside place_orders, blocked on the product's row.
        await untilPlaceOrdersWaits(app().db);
        // The withdrawal commits when this callback returns.
      });
      const answers = await orders!;
      expect(answers).toHaveLength(shoppers.length);
      for (const res of answers) {
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('ProductNotAvailableException');
        expect(res.json().message).toMatch(/Produkt nie jest już dostępny$/);
      }
      expect(await stockAndReserved(app(), product)).toEqual({ stock: 20, reserved: 0 });
      expect(await orderLinesOf(app(), product)).toBe(0);
      // The staff read agrees.
      const seen = await app().inject({
        method: 'GET',
        url: `/api/products/${product}`,
        headers: staff,
      });
      expect(seen.json().status).toBe('NOT_AVAILABLE');
    });
  },
);
