// The catalogue read cache: answers come from memory with ETags and short shared-cache headers,
// and end the moment what they show changes, for every cause (stock, price step, drop start,
// staff edit, order, payment, cancellation, expiry); staff answers never reach shoppers.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalogue';
import { DAY_MS } from '@shop/shared/price-schedule';
import { describeEachDb } from '../test/harness.ts';
import { bearer, createStaff } from '../test/accounts.ts';
import {
  authAs,
  postDrop,
  postProduct,
  productBody,
  productVersion,
} from '../modules/drops/test-fixtures.ts';
import {
  MINUTE,
  makeProduct,
  makeShopper,
  payInSimulator,
  placeOrder,
  type Shopper,
} from '../test/order-fixtures.ts';
import { expireOrders } from '../flows/ordering/expiry.ts';

describeEachDb('catalogue read cache', (ctx) => {
  const app = () => ctx().app;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url, headers });
  const product = async (id: number) => (await get(`/api/products/${id}`)).json<Product>();
  let staff: Record<string, string>;
  let shopper: Shopper;

  beforeAll(async () => {
    staff = await authAs(app(), ['CREATE_DROP', 'CREATE_PRODUCT']);
    shopper = await makeShopper(app());
  });

  /** A product whose drop started an hour ago, already read once (so its answer is cached). */
  async function cachedProduct(fields: { stock?: number } = {}) {
    const id = await makeProduct(app(), fields);
    await app().changes.sync();
    expect((await get(`/api/products/${id}`)).statusCode).toBe(200);
    return id;
  }

  describe('answers', () => {
    it('come from memory with an ETag, 304 when unchanged, and API headers only', async () => {
      const id = await cachedProduct();
      const first = await get(`/api/products/${id}`);
      expect(first.headers['cache-control']).toBe('public, max-age=1, stale-while-revalidate=2');
      expect(first.headers.vary).toBe('Origin, authorization, accept-encoding');
      const fromShop = await get(`/api/products/${id}`, { origin: ctx().config.publicUrl });
      expect(fromShop.headers.vary).toBe('Origin, authorization, accept-encoding');
      expect(fromShop.headers['access-control-allow-origin']).toBe(ctx().config.publicUrl);
      expect(first.headers['content-security-policy']).toBeUndefined();
      expect(first.headers['x-ratelimit-limit']).toBeUndefined();
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await get(`/api/products/${id}`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      // A change made behind the feed's back (triggers off) is not seen: the answer is held.
      await app().db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.execute(sql`UPDATE products SET name = 'Po cichu' WHERE id = ${id}`);
      });
      expect((await get(`/api/products/${id}`)).body).toBe(first.body);
    });

    it('keep browser pages their security headers', async () => {
      const page = await get('/api/payments/simulator/unknown');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });

    it('are private for a logged-in shopper, with the same body', async () => {
      const id = await cachedProduct();
      const anonymous = await get(`/api/products/${id}`);
      const mine = await get(`/api/products/${id}`, bearer(shopper.token));
      expect(mine.headers['cache-control']).toBe('private, no-cache');
      expect(mine.body).toBe(anonymous.body);
    });

    it('are never stored anywhere when personal (a cart)', async () => {
      const cart = await get('/api/cart', bearer(shopper.token));
      expect(cart.statusCode).toBe(200);
      expect(cart.headers['cache-control']).toBe('no-store');
    });
  });

  describe('end when what they show changes', () => {
    it('stock changed by any means (here by hand in SQL)', async () => {
      const id = await cachedProduct({ stock: 2 });
      await app().db.execute(sql`UPDATE products SET stock = 0 WHERE id = ${id}`);
      await app().changes.sync();
      expect(await product(id)).toMatchObject({ stock: 0, status: 'SOLD_OUT' });
    });

    it('a price step, at its moment, with no write at all', async () => {
      const dropTime = new Date(app().clock.now().getTime() - 60 * MINUTE);
      const drop = await postDrop(app(), staff, { dropTime: dropTime.toISOString() });
      const id = await postProduct(app(), staff, drop.id, { msrp: 10_000 });
      const pageUrl = `/api/products/drop/${drop.id}?page=0&count=40`;
      expect(await product(id)).toMatchObject({ price: 7_000 });
      expect((await get(pageUrl)).json().items[0]).toMatchObject({ price: 7_000 });
      ctx().clock.set(new Date(dropTime.getTime() + 2 * DAY_MS - 1));
      expect(await product(id)).toMatchObject({ price: 7_000 });
      ctx().clock.set(new Date(dropTime.getTime() + 2 * DAY_MS));
      expect(await product(id)).toMatchObject({
        price: 6_000,
        drop: { nextPriceDropTime: new Date(dropTime.getTime() + 4 * DAY_MS).toISOString() },
      });
      expect((await get(pageUrl)).json().items[0]).toMatchObject({ price: 6_000 });
      ctx().clock.set(new Date(dropTime.getTime() + 60 * MINUTE));
    });

    it("a drop's start: upcoming products appear to shoppers at that moment", async () => {
      const now = app().clock.now();
      const dropTime = new Date(now.getTime() + 30 * MINUTE);
      const drop = await postDrop(app(), staff, { dropTime: dropTime.toISOString() });
      const id = await postProduct(app(), staff, drop.id, { name: 'Zegarek przyszły' });
      const searchUrl = '/api/products/search?term=zegarek%20przysz';
      expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/products/drop/${drop.id}`)).json().items).toEqual([]);
      expect((await get(searchUrl)).json().totalCount).toBe(0);
      ctx().clock.set(dropTime);
      expect((await get(`/api/products/${id}`)).statusCode).toBe(200);
      expect((await get(`/api/products/drop/${drop.id}`)).json().items).toHaveLength(1);
      expect((await get(searchUrl)).json().totalCount).toBe(1);
      ctx().clock.set(now);
    });

    it('a staff edit, seen by the very next read', async () => {
      const dropTime = new Date(app().clock.now().getTime() - 60 * MINUTE).toISOString();
      const drop = await postDrop(app(), staff, { dropTime });
      const id = await postProduct(app(), staff, drop.id);
      const before = await get(`/api/products/drop/${drop.id}`);
      expect(before.json().items[0].name).toBe('Słuchawki bezprzewodowe');
      const edit = await app().inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: staff,
        payload: {
          ...productBody(drop.id, { name: 'Słuchawki nauszne' }),
          version: await productVersion(app(), id),
        },
      });
      expect(edit.statusCode).toBe(200);
      expect((await product(id)).name).toBe('Słuchawki nauszne');
      expect((await get(`/api/products/drop/${drop.id}`)).json().items[0].name).toBe(
        'Słuchawki nauszne',
      );
    });

    it("a product moved to another drop: both drops' item counts", async () => {
      const dropTime = new Date(app().clock.now().getTime() - 60 * MINUTE).toISOString();
      const from = await postDrop(app(), staff, { dropTime });
      const to = await postDrop(app(), staff, { dropTime });
      const id = await postProduct(app(), staff, from.id);
      await postProduct(app(), staff, from.id);
      const count = async (dropId: number) =>
        (await get(`/api/drops/${dropId}`)).json<{ itemQuantity: number }>().itemQuantity;
      expect([await count(from.id), await count(to.id)]).toEqual([2, 0]);
      expect((await product(id)).drop).toMatchObject({ id: from.id, itemQuantity: 2 });
      const move = await app().inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: staff,
        payload: { ...productBody(to.id), version: await productVersion(app(), id) },
      });
      expect(move.statusCode).toBe(200);
      expect([await count(from.id), await count(to.id)]).toEqual([1, 1]);
      expect((await product(id)).drop).toMatchObject({ id: to.id, itemQuantity: 1 });
    });

    it('an order (reserved), then its payment (sold out)', async () => {
      const id = await cachedProduct({ stock: 1 });
      const product0 = await product(id);
      const listUrl = `/api/products/drop/${product0.drop.id}?page=0&count=40`;
      const categoryUrl = '/api/products/category/elektronika?count=100';
      const inCategory = async () =>
        (await get(categoryUrl)).json<{ items: Product[] }>().items.find((p) => p.id === id);
      expect((await get(listUrl)).json().items[0]).toMatchObject({ status: 'AVAILABLE' });
      expect(await inCategory()).toMatchObject({ status: 'AVAILABLE' });

      const order = await placeOrder(app(), shopper, [{ productId: id, quantity: 1 }]);
      const expiresAt = new Date(app().clock.now().getTime() + 30 * MINUTE).toISOString();
      const reserved = { stock: 0, reserved: 1, reservedUntil: expiresAt, status: 'RESERVED' };
      expect(await product(id)).toMatchObject(reserved);
      expect((await get(listUrl)).json().items[0]).toMatchObject(reserved);
      expect(await inCategory()).toMatchObject(reserved);

      expect((await payInSimulator(app(), order.paymentUrl)).statusCode).toBe(303);
      const sold = { stock: 0, reserved: 0, reservedUntil: null, status: 'SOLD_OUT' };
      expect(await product(id)).toMatchObject(sold);
      expect((await get(listUrl)).json().items[0]).toMatchObject(sold);
      expect(await inCategory()).toMatchObject(sold);
    });

    it('a cancellation by staff gives the piece back', async () => {
      const id = await cachedProduct({ stock: 1 });
      const order = await placeOrder(app(), shopper, [{ productId: id, quantity: 1 }]);
      expect(await product(id)).toMatchObject({ status: 'RESERVED' });
      const clerk = await createStaff(app(), ['UPDATE_ORDERS']);
      const cancel = await app().inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: bearer(clerk.token),
        payload: { status: 'CANCELLED' },
      });
      expect(cancel.statusCode).toBe(200);
      expect(await product(id)).toMatchObject({ stock: 1, reserved: 0, status: 'AVAILABLE' });
    });

    it('an expiry gives the piece back', async () => {
      const id = await cachedProduct({ stock: 1 });
      await placeOrder(app(), shopper, [{ productId: id, quantity: 1 }]);
      expect(await product(id)).toMatchObject({ status: 'RESERVED' });
      const start = app().clock.now();
      ctx().clock.advance(31 * MINUTE);
      expect(await expireOrders(app().db, app().clock.now())).toBeGreaterThanOrEqual(1);
      await app().changes.sync();
      expect(await product(id)).toMatchObject({ stock: 1, reserved: 0, status: 'AVAILABLE' });
      ctx().clock.set(start);
    });
  });

  describe('staff and shoppers', () => {
    it('never share an answer showing an upcoming product', async () => {
      const dropTime = new Date(app().clock.now().getTime() + DAY_MS).toISOString();
      const drop = await postDrop(app(), staff, { dropTime });
      const id = await postProduct(app(), staff, drop.id);
      const listUrl = `/api/products/drop/${drop.id}`;

      const asStaff = await get(`/api/products/${id}`, staff);
      expect(asStaff.statusCode).toBe(200);
      expect(asStaff.headers['cache-control']).toBe('private, no-store');
      expect(asStaff.headers.etag).toBeUndefined();
      expect((await get(listUrl, staff)).json().items).toHaveLength(1);

      const asShopper = await get(`/api/products/${id}`);
      expect(asShopper.statusCode).toBe(404);
      expect(asShopper.json().message).toBe('Nie znaleziono produktu');
      expect((await get(listUrl)).json().items).toEqual([]);
      expect((await get(listUrl, bearer(shopper.token))).json().items).toEqual([]);

      // And the other way round: a cached shopper answer is not what staff get.
      expect((await get(`/api/products/${id}`, staff)).statusCode).toBe(200);
      expect((await get(listUrl, staff)).json().items).toHaveLength(1);
    });
  });
});
