import { updateProductInputSchema } from '@shop/shared/catalogue';
import { beforeEach, expect, it } from 'vitest';
import type { Cart } from '@shop/shared/cart';
import { bearer, registerShopper, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { updateProduct } from '../products/service.ts';
import { DAY, makeDrop, makeProduct } from './test-products.ts';
import { productVersion } from '../drops/test-fixtures.ts';

describeEachDb('cart', (ctx) => {
  let shopper: TestAccount;
  beforeEach(async () => {
    ctx().clock.set(new Date());
    shopper = await registerShopper(ctx().app);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who = shopper) =>
    ctx().app.inject({ method, url: `/api${url}`, headers: bearer(who.token) });
  const add = (productId: number | string, quantity: number | string, who = shopper) =>
    call('POST', `/cart/items?productId=${productId}&quantity=${quantity}`, who);
  const cartOf = async (who = shopper) => (await call('GET', '/cart', who)).json<Cart>();

  it('refuses guests on every cart call', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['POST', '/api/cart/items?productId=1&quantity=1'],
      ['PUT', '/api/cart/items/1?quantity=1'],
      ['DELETE', '/api/cart/items/1'],
    ] as const) {
      const res = await ctx().app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UnauthorizedException' });
    }
  });

  it('answers an empty cart for a new shopper', async () => {
    const res = await call('GET', '/cart');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [],
      subtotal: 0,
      shipping: 0,
      discount: 0,
      total: 0,
      netTotal: 0,
      couponId: null,
    });
  });

  it('adds a line with the current price and the shared totals', async () => {
    const productId = await makeProduct(ctx().app, { msrp: 10_000 });
    const res = await add(productId, 2);
    expect(res.statusCode).toBe(200);
    const cart = res.json<Cart>();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 2, issue: null });
    expect(cart.items[0]!.product).toMatchObject({
      id: productId,
      price: 7000,
      status: 'AVAILABLE',
    });
    expect(cart).toMatchObject({
      subtotal: 14_000,
      shipping: 1000,
      discount: 0,
      total: 15_000,
      netTotal: Math.round(15_000 / 1.23),
      couponId: null,
    });
    expect(await cartOf()).toEqual(cart);
  });

  it('adds to the existing line of the same product', async () => {
    const productId = await makeProduct(ctx().app);
    await add(productId, 1);
    const cart = (await add(productId, 2)).json<Cart>();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(3);
  });

  it('refuses more pieces than the stock with 409 and changes nothing', async () => {
    const productId = await makeProduct(ctx().app, { stock: 3 });
    const tooMany = await add(productId, 4);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'OutOfStockException',
      message: 'Dostępnych jest tylko 3 szt. tego produktu',
    });
    expect((await cartOf()).items).toEqual([]);

    await add(productId, 2);
    const overLine = await add(productId, 2);
    expect(overLine.statusCode).toBe(409);
    expect(overLine.json().message).toBe(
      'Masz już w koszyku 2 szt., a dostępnych jest tylko 3 szt.',
    );
    expect((await cartOf()).items[0]!.quantity).toBe(2);
  });

  it('refuses products that cannot be bought with a Polish 409', async () => {
    const app = ctx().app;
    const soldOut = await makeProduct(app);
    await updateProduct(
      app.db,
      soldOut,
      updateProductInputSchema.parse({
        dropId: (await makeDrop(app)).id,
        name: 'Wyprzedany',
        description: 'Opis',
        msrp: 10_000,
        purchasePrice: 100,
        priceType: 'DYNAMIC_LEVELS',
        stock: 0,
        category: 'ELECTRONICS',
        condition: 'NEW',
        version: await productVersion(app, soldOut),
      }),
      app.clock.now(),
      { safetyRequired: false },
    );
    const withdrawn = await makeProduct(app, {
      dropId: (await makeDrop(app, new Date(app.clock.now().getTime() - 15 * DAY))).id,
    });
    const cases = [
      [soldOut, 'Produkt został wyprzedany'],
      [withdrawn, 'Produkt nie jest już dostępny'],
    ] as const;
    for (const [productId, message] of cases) {
      const res = await add(productId, 1);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ProductNotAvailableException', message });
    }
    expect((await cartOf()).items).toEqual([]);
  });

  it('answers 404 for a product that does not exist, and the same for one not on sale yet', async () => {
    const app = ctx().app;
    const upcoming = await makeProduct(app, {
      dropId: (await makeDrop(app, new Date(app.clock.now().getTime() + DAY))).id,
    });
    const unknown = await add(999_999, 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Nie znaleziono produktu');
    const hidden = await add(upcoming, 1);
    expect({ status: hidden.statusCode, body: hidden.json() }).toEqual({
      status: 404,
      body: unknown.json(),
    });
    expect((await cartOf()).items).toEqual([]);
  });

  it('answers 400 for a bad quantity or product id and changes nothing', async () => {
    const productId = await makeProduct(ctx().app);
    const bad = [
      `productId=${productId}&quantity=0`,
      `productId=${productId}&quantity=-1`,
      `productId=${productId}&quantity=1.5`,
      `productId=${productId}&quantity=abc`,
      `productId=${productId}&quantity=99999999999`,
      `productId=${productId}`,
      'quantity=1',
      'productId=abc&quantity=1',
      'productId=99999999999&quantity=1',
    ];
    for (const query of bad) {
      const res = await call('POST', `/cart/items?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('ValidationException');
    }
    expect((await cartOf()).items).toEqual([]);
  });

  it('sets a line quantity within the stock', async () => {
    const productId = await makeProduct(ctx().app, { stock: 4 });
    const lineId = (await add(productId, 1)).json<Cart>().items[0]!.id;
    const res = await call('PUT', `/cart/items/${lineId}?quantity=4`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Cart>().items[0]!.quantity).toBe(4);
    expect(res.json<Cart>().subtotal).toBe(4 * 7000);

    const tooMany = await call('PUT', `/cart/items/${lineId}?quantity=5`);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'OutOfStockException',
      message: 'Dostępnych jest tylko 4 szt. tego produktu',
    });
    for (const quantity of ['0', 'x', '2.5', '']) {
      const res = await call('PUT', `/cart/items/${lineId}?quantity=${quantity}`);
      expect(res.statusCode, quantity).toBe(400);
    }
    expect((await call('PUT', `/cart/items/abc?quantity=1`)).statusCode).toBe(400);
    expect((await cartOf()).items[0]!.quantity).toBe(4);
  });

  it('treats another shopper’s line as absent', async () => {
    const productId = await makeProduct(ctx().app);
    const lineId = (await add(productId, 1)).json<Cart>().items[0]!.id;
    const other = await registerShopper(ctx().app);
    const put = await call('PUT', `/cart/items/${lineId}?quantity=2`, other);
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Nie znaleziono tej pozycji w koszyku');
    expect((await call('DELETE', `/cart/items/${lineId}`, other)).statusCode).toBe(404);
    expect((await cartOf(other)).items).toEqual([]);
    expect((await cartOf()).items[0]!.quantity).toBe(1);
  });

  it('removes a line', async () => {
    const first = await makeProduct(ctx().app);
    const second = await makeProduct(ctx().app);
    await add(first, 1);
    const lineId = (await add(second, 1)).json<Cart>().items[1]!.id;
    const res = await call('DELETE', `/cart/items/${lineId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Cart>().items.map((item) => item.product.id)).toEqual([first]);
    expect((await call('DELETE', `/cart/items/${lineId}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/cart/items/0')).statusCode).toBe(400);
  });

  it('shows current prices: they fall while the line waits', async () => {
    const productId = await makeProduct(ctx().app, { msrp: 10_000 });
    expect((await add(productId, 1)).json<Cart>().subtotal).toBe(7000);
    ctx().clock.advance(2 * DAY);
    const cart = await cartOf();
    expect(cart.items[0]!.product.price).toBe(6000);
    expect(cart.subtotal).toBe(6000);
  });

  it('keeps lines that cannot be bought any more visible, flagged and out of the totals', async () => {
    const app = ctx().app;
    const dropId = (await makeDrop(app)).id;
    const staticProduct = await makeProduct(app, {
      dropId,
      priceType: 'STATIC',
      price: 2500,
      msrp: null,
      stock: 3,
    });
    const dynamic = await makeProduct(app, { dropId });
    await add(staticProduct, 3);
    const dynamicLine = (await add(dynamic, 1)).json<Cart>().items[1]!.id;

    // Day 15: the dynamic product is withdrawn; a staff edit leaves 2 static pieces.
    ctx().clock.advance(15 * DAY);
    await updateProduct(
      app.db,
      staticProduct,
      updateProductInputSchema.parse({
        dropId,
        name: 'Lampa',
        description: 'Opis',
        price: 2500,
        purchasePrice: 100,
        priceType: 'STATIC',
        stock: 2,
        category: 'HOME_AND_GARDEN',
        condition: 'NEW',
        version: await productVersion(app, staticProduct),
      }),
      app.clock.now(),
      { safetyRequired: false },
    );
    const cart = await cartOf();
    expect(cart.items.map((item) => item.issue)).toEqual([
      'Dostępnych jest już tylko 2 szt., zmniejsz ilość',
      'Produkt nie jest już dostępny',
    ]);
    expect(cart.items[1]!.product.status).toBe('NOT_AVAILABLE');
    expect(cart.subtotal).toBe(0);

    // The withdrawn line cannot be changed, only removed; the other can be lowered.
    const change = await call('PUT', `/cart/items/${dynamicLine}?quantity=1`);
    expect(change.statusCode).toBe(409);
    expect(change.json().code).toBe('ProductNotAvailableException');
    const lowered = await call('PUT', `/cart/items/${cart.items[0]!.id}?quantity=2`);
    expect(lowered.json<Cart>().items[0]!.issue).toBeNull();
    expect(lowered.json<Cart>().subtotal).toBe(5000);
  });

  it('never lets concurrent adds exceed the stock', async () => {
    const productId = await makeProduct(ctx().app, { stock: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(productId, 1)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(3);
    expect((await cartOf()).items[0]!.quantity).toBe(3);
  });

  it('adds of several shoppers at once each change and answer only that shopper’s cart', async () => {
    // Adds arriving together go to the database as one batch (add_to_carts).
    const others = await Promise.all([1, 2, 3].map(() => registerShopper(ctx().app)));
    const shoppers = [shopper, ...others];
    const [a, b] = [await makeProduct(ctx().app), await makeProduct(ctx().app)];
    const answers = await Promise.all(shoppers.flatMap((who) => [add(a, 1, who), add(b, 2, who)]));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    for (const res of answers) expect(res.json<Cart>().items.length).toBeLessThanOrEqual(2);
    for (const who of shoppers) {
      const lines = (await cartOf(who)).items.map((item) => [item.product.id, item.quantity]);
      expect(lines.sort()).toEqual(
        [
          [a, 1],
          [b, 2],
        ].sort(),
      );
    }
  });
});
