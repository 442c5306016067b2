// Storefront reads: visibility of upcoming products, the price at each step of the schedule,
// listings by drop and category, search with filters and pagination.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalogue';
import { DAY_MS, LEVEL_MS } from '@shop/shared/price-schedule';
import { describeEachDb } from '../../test/harness.ts';
import { authAs, postDrop, postProduct, productVersion } from '../drops/test-fixtures.ts';
import { getShopperProduct } from './service.ts';

const NOW = new Date('2026-04-15T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
type Page = { items: Product[]; totalCount: number };

describeEachDb('products: storefront reads', (ctx) => {
  let staff: Record<string, string>;
  let shopper: Record<string, string>;
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers });
  const list = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const ids = (page: Page) => page.items.map((p) => p.id);

  let openDrop: number;
  let upcomingDrop: number;
  let hidden: number;

  beforeAll(async () => {
    ctx().clock.set(NOW);
    staff = await authAs(ctx().app, ['CREATE_DROP', 'CREATE_PRODUCT']);
    shopper = await authAs(ctx().app);
    openDrop = (await postDrop(ctx().app, staff, { name: 'Otwarta', dropTime: at(-DAY_MS) })).id;
    upcomingDrop = (await postDrop(ctx().app, staff, { name: 'Przyszła', dropTime: at(DAY_MS) }))
      .id;
    hidden = await postProduct(ctx().app, staff, upcomingDrop, { name: 'Tajny rower' });
  });

  describe('shopper reads of single products', () => {
    it('go to the database together, each as of the clock or of its own moment when still to come', async () => {
      const dropTime = NOW.getTime() - LEVEL_MS + 1000;
      const step = dropTime + LEVEL_MS; // a second after the clock
      const drop = await postDrop(ctx().app, staff, { dropTime: at(dropTime - NOW.getTime()) });
      const first = await postProduct(ctx().app, staff, drop.id, { msrp: 10_000 });
      const second = await postProduct(ctx().app, staff, drop.id, { msrp: 20_000 });
      const { db, clock } = ctx().app;
      // Asked for in one turn: of the present, just before the step and at it (read ahead).
      const [now, a, b, missing, upcoming] = await Promise.allSettled([
        getShopperProduct(db, clock, first, NOW),
        getShopperProduct(db, clock, first, new Date(step - 1)),
        getShopperProduct(db, clock, second, new Date(step)),
        getShopperProduct(db, clock, 999_999, NOW),
        getShopperProduct(db, clock, hidden, NOW),
      ]);
      expect(now).toMatchObject({ status: 'fulfilled', value: { id: first, price: 7_000 } });
      expect(a).toMatchObject({ status: 'fulfilled', value: { id: first, price: 7_000 } });
      expect(b).toMatchObject({ status: 'fulfilled', value: { id: second, price: 12_000 } });
      for (const absent of [missing, upcoming]) {
        expect(absent).toMatchObject({
          status: 'rejected',
          reason: { statusCode: 404, message: 'Nie znaleziono produktu' },
        });
      }
      // Once the clock has passed the step, a read asked just before it is read as of the clock.
      ctx().clock.set(new Date(step));
      try {
        expect(await getShopperProduct(db, clock, first, new Date(step - 1))).toMatchObject({
          price: 6_000,
        });
      } finally {
        ctx().clock.set(NOW);
      }
    });
  });

  describe('upcoming products', () => {
    it('are 404 for guests and shoppers, visible to staff with CREATE_PRODUCT', async () => {
      const guest = await get(`/api/products/${hidden}`);
      expect(guest.statusCode).toBe(404);
      expect(guest.json().message).toBe('Nie znaleziono produktu');
      expect((await get(`/api/products/${hidden}`, shopper)).statusCode).toBe(404);
      const dropOnly = await authAs(ctx().app, ['CREATE_DROP']);
      expect((await get(`/api/products/${hidden}`, dropOnly)).statusCode).toBe(404);
      const seen = (await get(`/api/products/${hidden}`, staff)).json<Product>();
      expect(seen).toMatchObject({ status: 'UPCOMING', purchasePrice: 2500 });
    });

    it('are left out of every list for non-staff', async () => {
      expect(await list(`/api/products/drop/${upcomingDrop}`)).toEqual({
        items: [],
        totalCount: 0,
      });
      expect(ids(await list(`/api/products/drop/${upcomingDrop}`, staff))).toEqual([hidden]);
      expect(ids(await list('/api/products/category/ELECTRONICS', shopper))).not.toContain(hidden);
      expect(ids(await list('/api/products/category/ELECTRONICS', staff))).toContain(hidden);
      expect((await list('/api/products/search?term=tajny')).totalCount).toBe(0);
      expect(ids(await list('/api/products/search?term=tajny', staff))).toEqual([hidden]);
      expect((await list('/api/products/search?status=UPCOMING')).totalCount).toBe(0);
    });

    it('hide purchasePrice from shoppers', async () => {
      const id = await postProduct(ctx().app, staff, openDrop);
      const product = (await get(`/api/products/${id}`, shopper)).json();
      expect(product).not.toHaveProperty('purchasePrice');
      expect((await list(`/api/products/drop/${openDrop}`)).items[0]).not.toHaveProperty(
        'purchasePrice',
      );
    });

    it('rejects a bad token instead of ignoring it', async () => {
      const res = await get(`/api/products/${hidden}`, { authorization: 'Bearer nope' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('the price at each step of the schedule', () => {
    // Drops started at different moments in the past; msrp 100 zł.
    const steps: [string, number, number, string, number, number | null][] = [
      // [label, time since dropTime, price, status, omnibus, next price drop after dropTime]
      ['day 1', 60_000, 7000, 'AVAILABLE', 7000, LEVEL_MS],
      ['last second of day 2', LEVEL_MS - 1000, 7000, 'AVAILABLE', 7000, LEVEL_MS],
      ['day 3', LEVEL_MS, 6000, 'AVAILABLE', 7000, 2 * LEVEL_MS],
      ['day 5', 2 * LEVEL_MS + 1000, 5000, 'AVAILABLE', 6000, 3 * LEVEL_MS],
      ['day 7', 3 * LEVEL_MS, 4000, 'AVAILABLE', 5000, 4 * LEVEL_MS],
      ['day 9', 4 * LEVEL_MS, 3000, 'AVAILABLE', 4000, 5 * LEVEL_MS],
      ['day 11', 5 * LEVEL_MS, 2000, 'AVAILABLE', 3000, 6 * LEVEL_MS],
      ['day 13', 6 * LEVEL_MS, 100, 'AVAILABLE', 2000, null],
      ['last second of day 14', 7 * LEVEL_MS - 1000, 100, 'AVAILABLE', 2000, null],
      ['day 15', 7 * LEVEL_MS, 100, 'NOT_AVAILABLE', 2000, null],
    ];
    let product: number;
    let dropTime: number;

    beforeAll(async () => {
      // Created a minute before its drop opens, then the test clock walks the schedule.
      dropTime = NOW.getTime() + 30 * DAY_MS;
      const drop = await postDrop(ctx().app, staff, {
        name: 'Harmonogram',
        dropTime: new Date(dropTime).toISOString(),
      });
      ctx().clock.set(new Date(dropTime - 60_000));
      product = await postProduct(ctx().app, staff, drop.id, { msrp: 10_000, stock: 3 });
      ctx().clock.set(NOW);
    });

    it.each(steps)('%s', async (_label, elapsed, price, status, omnibus, next) => {
      ctx().clock.set(new Date(dropTime + elapsed));
      try {
        const body = (await get(`/api/products/${product}`)).json<Product>();
        expect(body).toMatchObject({ price, status, omnibusPrice: omnibus, msrp: 10_000 });
        expect(body.drop.nextPriceDropTime).toBe(
          next === null ? null : new Date(dropTime + next).toISOString(),
        );
        // The lists compute the same price in SQL as the product page.
        const listed = await list(`/api/products/search?term=słuchawki&maxPrice=${price}`);
        expect(listed.items.find((p) => p.id === product)?.price).toBe(price);
        const cheaper = await list(`/api/products/search?term=słuchawki&maxPrice=${price - 1}`);
        expect(ids(cheaper)).not.toContain(product);
      } finally {
        ctx().clock.set(NOW);
      }
    });

    it('a product added mid-schedule starts its omnibus price at its first price', async () => {
      const drop = await postDrop(ctx().app, staff, {
        name: 'W trakcie',
        dropTime: at(-5 * DAY_MS),
      });
      const id = await postProduct(ctx().app, staff, drop.id, { msrp: 10_000 });
      const body = (await get(`/api/products/${id}`)).json<Product>();
      expect([body.price, body.omnibusPrice]).toEqual([5000, 5000]);
    });
  });

  describe('listings', () => {
    let drop: number;
    let made: Record<string, number>;

    beforeAll(async () => {
      // Started 4.5 days ago: dynamic products cost 50 % of msrp.
      drop = (await postDrop(ctx().app, staff, { name: 'Lista', dropTime: at(-4.5 * DAY_MS) })).id;
      const make = (name: string, extra: Record<string, unknown>) =>
        postProduct(ctx().app, staff, drop, { name, description: `Opis: ${name}`, ...extra });
      made = {
        lamp: await make('Lampa ogrodowa z Łodzi', {
          category: 'HOME_AND_GARDEN',
          msrp: 20_000,
          condition: 'USED',
          stock: 5,
        }),
        chair: await make('Krzesło ogrodowe', {
          category: 'HOME_AND_GARDEN',
          msrp: 8_000,
          condition: 'NEW',
          stock: 1,
        }),
        grill: await make('Grill węglowy', {
          category: 'HOME_AND_GARDEN',
          priceType: 'STATIC',
          price: 15_000,
          msrp: 16_000,
          condition: 'DEFECTIVE',
          stock: 2,
        }),
        hose: await make('Wąż ogrodowy 50% taniej_', {
          category: 'HOME_AND_GARDEN',
          msrp: 150,
          condition: 'MISSING_PARTS',
          stock: 1,
        }),
        ball: await make('Piłka nożna', { category: 'SPORT', msrp: 6_000, condition: 'NEW' }),
      };
      // Sold out after creation (edits may set stock 0).
      await ctx().app.inject({
        method: 'PUT',
        url: `/api/products/${made.chair}`,
        headers: staff,
        payload: {
          version: await productVersion(ctx().app, made.chair!),
          dropId: drop,
          name: 'Krzesło ogrodowe',
          description: 'Opis: Krzesło ogrodowe',
          msrp: 8_000,
          purchasePrice: 100,
          priceType: 'DYNAMIC_LEVELS',
          stock: 0,
          category: 'HOME_AND_GARDEN',
          condition: 'NEW',
          sourceUrl: null,
        },
      });
    });

    it("lists a drop's products in creation order with pages and a total", async () => {
      const all = await list(`/api/products/drop/${drop}?count=40`);
      expect(ids(all)).toEqual([made.lamp, made.chair, made.grill, made.hose, made.ball]);
      expect(all.totalCount).toBe(5);
      expect(all.items[0]!.drop).toEqual({
        id: drop,
        slug: 'lista',
        name: 'Lista',
        description: 'Długi opis kolekcji',
        dropTime: at(-4.5 * DAY_MS),
        nextPriceDropTime: at(1.5 * DAY_MS),
        itemQuantity: 5,
        lobby: false,
      });
      const page1 = await list(`/api/products/drop/${drop}?page=1&count=2`);
      expect([ids(page1), page1.totalCount]).toEqual([[made.grill, made.hose], 5]);
      const page2 = await list(`/api/products/drop/${drop}?page=2&count=2`);
      expect([ids(page2), page2.totalCount]).toEqual([[made.ball], 5]);
      const beyond = await list(`/api/products/drop/${drop}?page=9&count=2`);
      expect([ids(beyond), beyond.totalCount]).toEqual([[], 5]);
      const available = await list(`/api/products/drop/${drop}?status=AVAILABLE&count=1`);
      expect([ids(available), available.totalCount]).toEqual([[made.lamp], 4]);
      expect(ids(await list(`/api/products/drop/${drop}?status=SOLD_OUT`))).toEqual([made.chair]);
    });

    it('answers 404 for an unknown drop and 400 for bad parameters', async () => {
      const missing = await get('/api/products/drop/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Nie znaleziono kolekcji');
      expect((await get('/api/products/drop/abc')).statusCode).toBe(400);
      const status = await get(`/api/products/drop/${drop}?status=GONE`);
      expect(status.statusCode).toBe(400);
      expect(status.json().message).toBe('Nieznany status produktu');
      expect((await get(`/api/products/drop/${drop}?count=500`)).statusCode).toBe(400);
      expect((await get('/api/products/abc')).statusCode).toBe(400);
      expect((await get('/api/products/999999')).statusCode).toBe(404);
    });

    it('takes a category as a Polish slug, enum key or plain slug; unknown is 404', async () => {
      // Newest first, the sold-out chair last.
      const expected = [made.hose, made.grill, made.lamp, made.chair];
      const slug = await list(`/api/products/category/${encodeURIComponent('dom-i-ogród')}`);
      expect(ids(slug).filter((id) => expected.includes(id))).toEqual(expected);
      expect(ids(await list('/api/products/category/HOME_AND_GARDEN'))).toEqual(ids(slug));
      expect(ids(await list('/api/products/category/dom-i-ogrod'))).toEqual(ids(slug));
      expect(ids(await list('/api/products/category/sport'))).toContain(made.ball);
      const unknown = await get('/api/products/category/meble');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        code: 'NotFoundException',
        message: 'Nie znaleziono kategorii „meble”',
      });
    });

    it('sorts by the current price either way, the sold-out chair last in both', async () => {
      const url = (sort: string) => `/api/products/category/dom-i-ogrod?count=100&sort=${sort}`;
      const mine = (page: Page) => ids(page).filter((id) => Object.values(made).includes(id));
      expect(mine(await list(url('price-asc')))).toEqual([
        made.hose,
        made.lamp,
        made.grill,
        made.chair,
      ]);
      expect(mine(await list(url('price-desc')))).toEqual([
        made.grill,
        made.lamp,
        made.hose,
        made.chair,
      ]);
      expect(mine(await list(url('newest')))).toEqual([
        made.hose,
        made.grill,
        made.lamp,
        made.chair,
      ]);
      const bad = await get(url('cheapest'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Nieznany sposób sortowania');
    });

    it('filters a category by the current price, conditions, status and stock', async () => {
      const url = (query: string) => `/api/products/category/dom-i-ogrod?count=100&${query}`;
      const mine = (page: Page) => ids(page).filter((id) => Object.values(made).includes(id));
      // Current prices: lamp 100.00 (50 % of 200), chair 40.00, grill 150.00 (static), hose 1.00 (the floor).
      expect(mine(await list(url('minPrice=4000&maxPrice=10000')))).toEqual([
        made.lamp,
        made.chair,
      ]);
      expect(mine(await list(url('minPrice=10001')))).toEqual([made.grill]);
      expect(mine(await list(url('maxPrice=200')))).toEqual([made.hose]);
      expect(mine(await list(url('conditions=USED,DEFECTIVE')))).toEqual([made.grill, made.lamp]);
      expect(mine(await list(url('conditions=NEW')))).toEqual([made.chair]);
      expect(mine(await list(url('status=AVAILABLE')))).toEqual([made.hose, made.grill, made.lamp]);
      expect(mine(await list(url('minStock=2')))).toEqual([made.grill, made.lamp]);
      const bad = await get(url('conditions=NEW,BROKEN'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Nieznany stan produktu');
      expect((await get(url('minPrice=-1'))).json().message).toBe(
        'Cena minimalna nie może być ujemna',
      );
      expect((await get(url('minStock=x'))).statusCode).toBe(400);
    });

    it('counts the whole filtered set while paging', async () => {
      const first = await list('/api/products/category/dom-i-ogrod?status=AVAILABLE&count=2');
      const second = await list(
        '/api/products/category/dom-i-ogrod?status=AVAILABLE&count=2&page=1',
      );
      expect(first.items).toHaveLength(2);
      expect(first.totalCount).toBe(second.totalCount);
      expect(first.totalCount).toBeGreaterThanOrEqual(3);
      expect(new Set([...ids(first), ...ids(second)]).size).toBe(Math.min(4, first.totalCount));
    });

    describe('search', () => {
      it('needs a term of at least 3 characters', async () => {
        for (const term of ['ab', '%20a%20', '']) {
          const res = await get(`/api/products/search?term=${term}`);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({
            statusCode: 400,
            code: 'ValidationException',
            message: 'Fraza musi mieć co najmniej 3 znaki',
          });
        }
      });

      it('ignores case and Polish diacritics in both directions', async () => {
        for (const term of ['lodz', 'ŁODZI', 'Łódź'.slice(0, 3), 'weglowy', 'WĘGLOWY']) {
          const found = ids(await list(`/api/products/search?term=${encodeURIComponent(term)}`));
          expect(found.length, term).toBeGreaterThan(0);
        }
        expect(ids(await list('/api/products/search?term=lodzi'))).toEqual([made.lamp]);
        expect(ids(await list('/api/products/search?term=w%C4%99glowy'))).toEqual([made.grill]);
        // The description is searched too; words match as a phrase.
        expect(ids(await list('/api/products/search?term=opis:%20pi%C5%82ka'))).toEqual([
          made.ball,
        ]);
      });

      it('takes % and _ in a term literally', async () => {
        expect(ids(await list('/api/products/search?term=50%25%20t'))).toEqual([made.hose]);
        expect(ids(await list('/api/products/search?term=%25%25%25'))).toEqual([]);
        expect(ids(await list('/api/products/search?term=taniej_'))).toEqual([made.hose]);
        expect(ids(await list('/api/products/search?term=___'))).toEqual([]);
      });

      it('takes full-width ％ and ＿ literally too (Unicode normalised first)', async () => {
        const search = async (term: string) =>
          ids(await list(`/api/products/search?term=${encodeURIComponent(term)}`));
        expect(await search('％％％')).toEqual([]);
        expect(await search('＿＿＿')).toEqual([]);
        expect(await search('50％ t')).toEqual([made.hose]);
      });

      it('filters by category, price, conditions, status, price type and msrp multiplier', async () => {
        const search = (query: string) => list(`/api/products/search?term=opis&${query}`);
        expect(ids(await search('category=dom-i-ogród'))).toEqual([
          made.hose,
          made.grill,
          made.lamp,
          made.chair,
        ]);
        expect(ids(await search('category=SPORT'))).toEqual([made.ball]);
        expect(ids(await search('priceType=STATIC'))).toEqual([made.grill]);
        expect(ids(await search('maxPrice=100'))).toEqual([made.hose]);
        expect(ids(await search('maxPrice=99'))).toEqual([]);
        expect(ids(await search('maxPrice=200&conditions=MISSING_PARTS'))).toEqual([made.hose]);
        expect(ids(await search('status=SOLD_OUT'))).toEqual([made.chair]);
        // Best deals: price at most 0.5 x msrp. The hose's 1 zł floor is above half its msrp.
        expect(ids(await search('maxMsrpMultiplier=0.5&priceType=DYNAMIC_LEVELS'))).toEqual([
          made.ball,
          made.lamp,
          made.chair,
        ]);
        expect(ids(await search('maxMsrpMultiplier=0.4'))).toEqual([]);
        const unknown = await get('/api/products/search?term=ogrod&category=meble');
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().message).toBe('Nie znaleziono kategorii „meble”');
        expect((await get('/api/products/search?maxMsrpMultiplier=0')).statusCode).toBe(400);
        expect((await get('/api/products/search?priceType=CHEAP')).statusCode).toBe(400);
      });

      it('lists everything visible without a term (explore page)', async () => {
        const page = await list('/api/products/search?count=3');
        expect(page.items).toHaveLength(3);
        expect(page.totalCount).toBeGreaterThan(5);
        expect(page.items.every((p) => p.status !== 'UPCOMING')).toBe(true);
        const cheap = await list('/api/products/search?maxPrice=100&count=100');
        expect(cheap.items.every((p) => p.price <= 100)).toBe(true);
      });
    });
  });
});
