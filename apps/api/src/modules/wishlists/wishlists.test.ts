import { beforeEach, expect, it } from 'vitest';
import type { Wishlist, WishlistPage } from '@shop/shared/wishlists';
import { bearer, createStaff, registerShopper, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { DAY, makeDrop, makeProduct } from '../cart/test-products.ts';

describeEachDb('wishlists', (ctx) => {
  let shopper: TestAccount;
  beforeEach(async () => {
    ctx().clock.set(new Date());
    shopper = await registerShopper(ctx().app);
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    who: TestAccount = shopper,
  ) =>
    ctx().app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(who.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (name: string, productIds: number[] = [], who = shopper) => {
    const res = await call('POST', '/wishlists', { name, productIds }, who);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Wishlist>();
  };

  it('refuses guests on every wishlist call', async () => {
    for (const [method, url] of [
      ['GET', '/api/wishlists'],
      ['GET', '/api/wishlists/1'],
      ['POST', '/api/wishlists'],
      ['POST', '/api/wishlists/1/products'],
      ['DELETE', '/api/wishlists/1/products/1'],
      ['DELETE', '/api/wishlists/1'],
    ] as const) {
      const res = await ctx().app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates a list with a trimmed name and its products', async () => {
    const first = await makeProduct(ctx().app);
    const second = await makeProduct(ctx().app);
    const res = await call('POST', '/wishlists', {
      name: '  Na urodziny  ',
      productIds: [first, second, first],
    });
    expect(res.statusCode).toBe(201);
    const wishlist = res.json<Wishlist>();
    expect(wishlist.name).toBe('Na urodziny');
    expect(wishlist.products.map((p) => p.id).sort()).toEqual([first, second].sort());
    expect(wishlist.products[0]).toMatchObject({ price: 7000, status: 'AVAILABLE' });

    const empty = await call('POST', '/wishlists', { name: 'Pusta' });
    expect(empty.statusCode).toBe(201);
    expect(empty.json<Wishlist>().products).toEqual([]);
  });

  it('requires a name (trimmed) and valid product ids', async () => {
    for (const payload of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 42 },
      { name: 'x'.repeat(101) },
      { name: 'Lista', productIds: ['a'] },
      { name: 'Lista', productIds: [0] },
      { name: 'Lista', productIds: 5 },
    ]) {
      const res = await call('POST', '/wishlists', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('ValidationException');
    }
    const blank = await call('POST', '/wishlists', { name: '  ' });
    expect(blank.json().message).toContain('Nazwa listy jest wymagana');
    expect((await call('GET', '/wishlists')).json<WishlistPage>().totalCount).toBe(0);
  });

  it('refuses unknown or not yet visible products and creates nothing', async () => {
    const app = ctx().app;
    const upcoming = await makeProduct(app, {
      dropId: (await makeDrop(app, new Date(app.clock.now().getTime() + DAY))).id,
    });
    for (const productIds of [[999_999], [upcoming]]) {
      const res = await call('POST', '/wishlists', { name: 'Lista', productIds });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Nie znaleziono produktu');
    }
    expect((await call('GET', '/wishlists')).json<WishlistPage>().totalCount).toBe(0);

    // Staff who may see upcoming products may keep them on a list.
    const staff = await createStaff(app, ['CREATE_PRODUCT']);
    const staffList = await create('Zapowiedzi', [upcoming], staff);
    expect(staffList.products.map((p) => p.status)).toEqual(['UPCOMING']);
  });

  it('lists only the shopper’s own lists, newest first, a page at a time', async () => {
    const other = await registerShopper(ctx().app);
    await create('Obca', [], other);
    const names = ['Pierwsza', 'Druga', 'Trzecia'];
    for (const name of names) await create(name);

    const all = (await call('GET', '/wishlists')).json<WishlistPage>();
    expect(all.totalCount).toBe(3);
    expect(all.items.map((w) => w.name)).toEqual(['Trzecia', 'Druga', 'Pierwsza']);

    const second = await call('GET', '/wishlists?page=1&count=2');
    expect(second.statusCode).toBe(200);
    expect(second.json<WishlistPage>()).toMatchObject({ totalCount: 3 });
    expect(second.json<WishlistPage>().items.map((w) => w.name)).toEqual(['Pierwsza']);

    for (const query of ['page=-1', 'count=0', 'count=101', 'page=x']) {
      expect((await call('GET', `/wishlists?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('shows one list to its owner and 404 to anyone else', async () => {
    const productId = await makeProduct(ctx().app);
    const list = await create('Moja', [productId]);
    const res = await call('GET', `/wishlists/${list.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(list);

    const other = await registerShopper(ctx().app);
    const foreign = await call('GET', `/wishlists/${list.id}`, undefined, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Nie znaleziono listy życzeń');
    expect((await call('GET', '/wishlists/999999')).statusCode).toBe(404);
    expect((await call('GET', '/wishlists/abc')).statusCode).toBe(400);
    expect((await call('GET', '/wishlists/99999999999')).statusCode).toBe(400);
  });

  it('adds a product to a list once, and only to the owner’s list', async () => {
    const list = await create('Prezenty');
    const productId = await makeProduct(ctx().app);
    const res = await call('POST', `/wishlists/${list.id}/products`, { productId });
    expect(res.statusCode).toBe(200);
    expect(res.json<Wishlist>().products.map((p) => p.id)).toEqual([productId]);
    const again = await call('POST', `/wishlists/${list.id}/products`, { productId });
    expect(again.json<Wishlist>().products).toHaveLength(1);

    const other = await registerShopper(ctx().app);
    const foreign = await call('POST', `/wishlists/${list.id}/products`, { productId }, other);
    expect(foreign.statusCode).toBe(404);

    const missing = await call('POST', `/wishlists/${list.id}/products`, { productId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Nie znaleziono produktu');
    for (const body of [{}, { productId: 'x' }, { productId: -3 }, { productId: 1.5 }]) {
      const bad = await call('POST', `/wishlists/${list.id}/products`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a product beyond the list limit', async () => {
    const dropId = (await makeDrop(ctx().app)).id;
    const ids: number[] = [];
    for (let i = 0; i < 101; i++) ids.push(await makeProduct(ctx().app, { dropId }));
    const list = await create('Duża', ids.slice(0, 100));
    expect(list.products).toHaveLength(100);
    const res = await call('POST', `/wishlists/${list.id}/products`, { productId: ids[100] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'WishlistFullException',
      message: 'Lista życzeń może zawierać najwyżej 100 produktów',
    });
    const tooMany = await call('POST', '/wishlists', { name: 'Za duża', productIds: ids });
    expect(tooMany.statusCode).toBe(400);
  }, 60_000);

  it('removes a product from a list', async () => {
    const kept = await makeProduct(ctx().app);
    const removed = await makeProduct(ctx().app);
    const list = await create('Lista', [kept, removed]);
    const res = await call('DELETE', `/wishlists/${list.id}/products/${removed}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Wishlist>().products.map((p) => p.id)).toEqual([kept]);

    const again = await call('DELETE', `/wishlists/${list.id}/products/${removed}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Tego produktu nie ma na liście życzeń');
    const other = await registerShopper(ctx().app);
    const foreign = await call(
      'DELETE',
      `/wishlists/${list.id}/products/${kept}`,
      undefined,
      other,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await call('DELETE', `/wishlists/${list.id}/products/x`)).statusCode).toBe(400);
    expect((await call('GET', `/wishlists/${list.id}`)).json<Wishlist>().products).toHaveLength(1);
  });

  it('deletes a list of the owner only', async () => {
    const list = await create('Do usunięcia', [await makeProduct(ctx().app)]);
    const other = await registerShopper(ctx().app);
    expect((await call('DELETE', `/wishlists/${list.id}`, undefined, other)).statusCode).toBe(404);
    const res = await call('DELETE', `/wishlists/${list.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', `/wishlists/${list.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/wishlists/${list.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/wishlists/0')).statusCode).toBe(400);
  });

  it('shows products as they are now (current price)', async () => {
    const app = ctx().app;
    const productId = await makeProduct(app, { msrp: 10_000 });
    const list = await create('Ceny', [productId]);
    ctx().clock.advance(2 * DAY);
    expect((await call('GET', `/wishlists/${list.id}`)).json<Wishlist>().products[0]!.price).toBe(
      6000,
    );
  });
});
