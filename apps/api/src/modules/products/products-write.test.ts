// Staff create and edit, price history and omnibus after edits, images and stock services.
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Product } from '@shop/shared/catalogue';
import { DAY_MS } from '@shop/shared/price-schedule';
import type { Executor } from '../../db/client.ts';
import { priceHistory, products } from '../../db/schema/products.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  authAs,
  postDrop,
  postProduct,
  productBody,
  productVersion,
} from '../drops/test-fixtures.ts';
import {
  attachProductImage,
  detachProductImage,
  listProductImages,
  endHold,
  takeStock,
} from './service.ts';

const NOW = new Date('2026-04-15T12:00:00.000Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

/** What an order does for each line (SQL function hold_stock, migration 0006). */
async function holdStock(db: Executor, id: number, quantity: number, until: Date) {
  const { rows } = (await db.execute(
    sql`SELECT hold_stock(${id}::integer, ${quantity}::integer, ${until.toISOString()}::timestamptz) AS held`,
  )) as unknown as { rows: { held: boolean }[] };
  return rows[0]!.held;
}

describeEachDb('products: staff writes', (ctx) => {
  let staff: Record<string, string>;
  let dropId: number;
  let upcomingDropId: number;
  const app = () => ctx().app;
  const getProduct = async (id: number, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url: `/api/products/${id}`, headers });

  beforeAll(async () => {
    ctx().clock.set(NOW);
    staff = await authAs(app(), ['CREATE_DROP', 'CREATE_PRODUCT']);
    dropId = (await postDrop(app(), staff, { name: 'Otwarta', dropTime: at(-1).toISOString() })).id;
    upcomingDropId = (
      await postDrop(app(), staff, { name: 'Przyszła', dropTime: at(2).toISOString() })
    ).id;
  });

  describe('POST /api/products', () => {
    const post = (payload: object, headers = staff) =>
      app().inject({ method: 'POST', url: '/api/products', headers, payload });

    it('needs CREATE_PRODUCT', async () => {
      expect((await post(productBody(dropId), {})).statusCode).toBe(401);
      const res = await post(productBody(dropId), await authAs(app(), ['CREATE_DROP']));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Brak wymaganego uprawnienia: CREATE_PRODUCT');
    });

    it('creates a product and answers its id and images', async () => {
      const res = await post(productBody(dropId, { name: '  Kurtka  ', sourceUrl: '' }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        images: [],
        version: expect.any(String),
      });
      const product = (await getProduct(res.json().id, staff)).json<Product>();
      expect(product).toMatchObject({
        name: 'Kurtka',
        price: 7000,
        msrp: 10_000,
        omnibusPrice: 7000,
        purchasePrice: 2500,
        stock: 1,
        status: 'AVAILABLE',
        priceType: 'DYNAMIC_LEVELS',
        sourceUrl: null,
        drop: { id: dropId, slug: 'otwarta' },
      });
    });

    it('keeps the staff price of a STATIC product (msrp 0 means none)', async () => {
      const id = await postProduct(app(), staff, dropId, {
        priceType: 'STATIC',
        price: 4999,
        msrp: 0,
        sourceUrl: 'https://aukcje.example/123',
      });
      const product = (await getProduct(id)).json<Product>();
      expect(product).toMatchObject({ price: 4999, msrp: null, omnibusPrice: 4999 });
      expect(product.sourceUrl).toBe('https://aukcje.example/123');
    });

    it.each([
      [{ dropId: undefined }, 'Kolekcja jest wymagana'],
      [{ dropId: 'x' }, 'Kolekcja jest wymagana'],
      [{ dropId: 0 }, 'Nieprawidłowy identyfikator kolekcji'],
      [{ dropId: 999_999 }, 'Nie znaleziono kolekcji o podanym identyfikatorze'],
      [{ name: '  ' }, 'Nazwa jest wymagana'],
      [{ description: undefined }, 'Opis jest wymagany'],
      [{ msrp: -1 }, 'Cena rynkowa musi być liczbą >= 0'],
      [{ msrp: null }, 'Cena rynkowa musi być liczbą >= 0'],
      [{ priceType: 'STATIC', price: -1 }, 'Cena musi być liczbą >= 0'],
      [{ priceType: 'STATIC', price: null }, 'Cena musi być liczbą >= 0'],
      [{ purchasePrice: undefined }, 'Cena zakupu jest wymagana'],
      [{ purchasePrice: -5 }, 'Cena zakupu musi być liczbą >= 0'],
      [{ purchasePrice: 10.5 }, 'Kwoty podaje się w groszach (liczba całkowita)'],
      [{ msrp: 100_000_001 }, 'Kwota jest zbyt duża'],
      [{ stock: 0 }, 'Stan magazynowy musi być liczbą całkowitą >= 1'],
      [{ stock: 2.5 }, 'Stan magazynowy musi być liczbą całkowitą >= 1'],
      [{ stock: undefined }, 'Stan magazynowy jest wymagany'],
      [{ category: 'FOOD' }, 'Kategoria jest wymagana'],
      [{ condition: undefined }, 'Stan produktu jest wymagany'],
      [{ priceType: undefined }, 'Typ ceny jest wymagany'],
      [{ sourceUrl: 'nie-url' }, 'Nieprawidłowy adres URL źródła'],
      [{ sourceUrl: 'ftp://pliki.example/a' }, 'Nieprawidłowy adres URL źródła'],
    ])('rejects %j with "%s" and stores nothing', async (change, message) => {
      const count = (await app().db.select().from(products)).length;
      const res = await post({ ...productBody(dropId), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'ValidationException', message });
      expect((await app().db.select().from(products)).length).toBe(count);
    });
  });

  describe('PUT /api/products/{id}', () => {
    /** An edit from a form opened just now (with the product's current version). */
    const put = async (id: number | string, payload: object, headers = staff) => {
      const version = typeof id === 'number' ? await productVersion(app(), id) : '1';
      return app().inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers,
        payload: { version, ...payload },
      });
    };

    it('needs CREATE_PRODUCT, an existing product and valid data', async () => {
      const id = await postProduct(app(), staff, dropId);
      expect((await put(id, productBody(dropId), await authAs(app()))).statusCode).toBe(403);
      const missing = await put(999_999, productBody(dropId));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Nie znaleziono produktu');
      const invalid = await put(id, productBody(dropId, { stock: -1 }));
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe('Stan magazynowy musi być liczbą całkowitą >= 0');
      expect((await put('abc', productBody(dropId))).statusCode).toBe(400);
    });

    it('refuses a save from a form opened before a piece was sold: the piece stays sold', async () => {
      const id = await postProduct(app(), staff, dropId);
      const opened = (await getProduct(id, staff)).json<Product>();
      expect(opened).toMatchObject({ stock: 1, version: expect.stringMatching(/^\d+$/) });
      // A shopper orders the one piece while the form is open.
      expect(await holdStock(app().db, id, 1, at(1))).toBe(true);
      const stale = await app().inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: staff,
        payload: { ...productBody(dropId, { name: 'Poprawiona nazwa' }), version: opened.version },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'ProductChangedException',
        message: expect.stringMatching(/^Produkt zmienił się, odkąd otwarto formularz/),
      });
      const now = (await getProduct(id, staff)).json<Product>();
      expect(now).toMatchObject({ name: opened.name, stock: 0, reserved: 1 });
      expect(now.version).not.toBe(opened.version);
    });

    it('of two staff saving the same opened form, the second is refused', async () => {
      const id = await postProduct(app(), staff, dropId);
      const { version } = (await getProduct(id, staff)).json<Product>();
      const save = (name: string) =>
        app().inject({
          method: 'PUT',
          url: `/api/products/${id}`,
          headers: staff,
          payload: { ...productBody(dropId, { name }), version },
        });
      const first = await save('Pierwsza');
      expect(first.statusCode).toBe(200);
      expect(first.json().version).not.toBe(version);
      expect((await save('Druga')).statusCode).toBe(409);
      expect((await getProduct(id, staff)).json().name).toBe('Pierwsza');
    });

    it('needs the version the form started from', async () => {
      const id = await postProduct(app(), staff, dropId);
      const res = await app().inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: staff,
        payload: productBody(dropId),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Brak wersji produktu: wczytaj produkt ponownie');
    });

    it('updates fields and may mark the product sold out', async () => {
      const id = await postProduct(app(), staff, dropId);
      const res = await put(id, productBody(dropId, { name: 'Nowa nazwa', stock: 0 }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id, images: [], version: expect.any(String) });
      expect((await getProduct(id)).json()).toMatchObject({
        name: 'Nowa nazwa',
        stock: 0,
        status: 'SOLD_OUT',
      });
    });

    it('records a staff price change: the omnibus price is the lowest earlier price', async () => {
      // Day 1 of the drop: 70 % of 100 zł.
      const id = await postProduct(app(), staff, dropId, { msrp: 10_000 });
      ctx().clock.set(at(0.5));
      try {
        // Staff raise msrp to 150 zł: the price goes 70,00 -> 105,00 zł.
        expect((await put(id, productBody(dropId, { msrp: 15_000 }))).statusCode).toBe(200);
        const raised = (await getProduct(id)).json<Product>();
        expect([raised.price, raised.omnibusPrice]).toEqual([10_500, 7000]);

        // Next step (day 3): 60 % of 150 zł; the lowest of the 30 days before it is 70,00 zł.
        ctx().clock.set(at(1));
        const stepped = (await getProduct(id)).json<Product>();
        expect([stepped.price, stepped.omnibusPrice]).toEqual([9000, 7000]);

        // The history holds the opening price, the edit and the planned steps.
        const rows = await app()
          .db.select()
          .from(priceHistory)
          .where(eq(priceHistory.productId, id))
          .orderBy(asc(priceHistory.effectiveFrom));
        expect(rows.slice(0, 3).map((r) => [r.price, r.omnibusPrice, r.reason])).toEqual([
          [7000, 7000, 'CREATED'],
          [10_500, 7000, 'STAFF_EDIT'],
          [9000, 7000, 'SCHEDULE'],
        ]);
        expect(rows.map((r) => r.price).at(-1)).toBe(100);
      } finally {
        ctx().clock.set(NOW);
      }
    });

    it('an edit that changes no price adds no history', async () => {
      const id = await postProduct(app(), staff, dropId, { priceType: 'STATIC', price: 3000 });
      await put(id, productBody(dropId, { priceType: 'STATIC', price: 3000, name: 'Inna' }));
      const rows = await app().db.select().from(priceHistory).where(eq(priceHistory.productId, id));
      expect(rows.map((r) => [r.price, r.reason])).toEqual([[3000, 'CREATED']]);
    });

    it('edits of an upcoming product are not prices it had: history starts at the drop', async () => {
      const id = await postProduct(app(), staff, upcomingDropId, { msrp: 20_000 });
      await put(id, productBody(upcomingDropId, { msrp: 10_000 }));
      const product = (await getProduct(id, staff)).json<Product>();
      expect([product.price, product.omnibusPrice, product.status]).toEqual([
        7000,
        7000,
        'UPCOMING',
      ]);
      ctx().clock.set(at(2));
      try {
        const opened = (await getProduct(id)).json<Product>();
        expect([opened.price, opened.omnibusPrice]).toEqual([7000, 7000]);
      } finally {
        ctx().clock.set(NOW);
      }
    });
  });

  describe('images (for the images module)', () => {
    it('attaches in order, lists with the product and detaches by id or URL', async () => {
      const id = await postProduct(app(), staff, dropId);
      const db = app().db;
      // Written past the routes: the catalogue's cache hears of it through the change feed.
      const images = async () => {
        await app().changes.sync();
        return (await getProduct(id)).json().images;
      };
      await attachProductImage(db, id, '/uploads/a-1200.webp');
      await attachProductImage(db, id, '/uploads/b-1200.webp');
      expect(await attachProductImage(db, id, '/uploads/c-1200.webp')).toEqual([
        '/uploads/a-1200.webp',
        '/uploads/b-1200.webp',
        '/uploads/c-1200.webp',
      ]);
      // The same URL twice is kept once.
      expect(await attachProductImage(db, id, '/uploads/a-1200.webp')).toHaveLength(3);
      expect(await images()).toHaveLength(3);

      const [first] = await listProductImages(db, id);
      expect(await detachProductImage(db, id, first!.id)).toEqual({
        removed: '/uploads/a-1200.webp',
        images: ['/uploads/b-1200.webp', '/uploads/c-1200.webp'],
      });
      expect((await detachProductImage(db, id, '/uploads/c-1200.webp')).removed).toBe(
        '/uploads/c-1200.webp',
      );
      expect((await detachProductImage(db, id, '/uploads/zzz.webp')).removed).toBeNull();
      await attachProductImage(db, id, '/uploads/d-1200.webp');
      expect(await images()).toEqual(['/uploads/b-1200.webp', '/uploads/d-1200.webp']);
      const put = await app().inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: staff,
        payload: { ...productBody(dropId), version: await productVersion(app(), id) },
      });
      expect(put.json().images).toEqual(['/uploads/b-1200.webp', '/uploads/d-1200.webp']);
    });

    it('answers 404 for a missing product', async () => {
      await expect(attachProductImage(app().db, 999_999, '/x.webp')).rejects.toMatchObject({
        statusCode: 404,
      });
      await expect(listProductImages(app().db, 999_999)).rejects.toMatchObject({
        statusCode: 404,
      });
    });
  });

  describe('stock and purchase reads (for cart and orders)', () => {
    it('holds only what is free, shows held pieces as reserved and gives them back', async () => {
      const id = await postProduct(app(), staff, dropId, { stock: 2 });
      const db = app().db;
      const until = at(0.01);
      const read = async () => {
        await app().changes.sync();
        return (await getProduct(id)).json();
      };
      expect(await holdStock(db, id, 3, until)).toBe(false);
      expect(await holdStock(db, id, 2, until)).toBe(true);
      expect(await holdStock(db, id, 1, until)).toBe(false);
      expect(await read()).toMatchObject({
        stock: 0,
        reserved: 2,
        reservedUntil: until.toISOString(),
        status: 'RESERVED',
      });
      await db.transaction((tx) => endHold(tx, id, 1, { sold: false, nextUntil: null }));
      expect(await read()).toMatchObject({ stock: 1, reserved: 1, status: 'AVAILABLE' });
      await db.transaction((tx) => endHold(tx, id, 1, { sold: true, nextUntil: null }));
      expect(await read()).toMatchObject({ stock: 1, reserved: 0, reservedUntil: null });
      expect(await db.transaction((tx) => takeStock(tx, id, 1))).toBe(true);
      expect(await read()).toMatchObject({ stock: 0, reserved: 0, status: 'SOLD_OUT' });
    });

    it('never holds more than the stock when many buyers reserve at once', async () => {
      const id = await postProduct(app(), staff, dropId, { stock: 3 });
      const attempts = await Promise.all(
        Array.from({ length: 12 }, () => holdStock(app().db, id, 1, at(0.01))),
      );
      expect(attempts.filter(Boolean)).toHaveLength(3);
      await app().changes.sync();
      expect((await getProduct(id)).json()).toMatchObject({
        stock: 0,
        reserved: 3,
        status: 'RESERVED',
      });
    });
  });
});
