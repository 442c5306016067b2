// Reading ahead (docs/catalogue-cache.md): seconds before a drop starts, its first page of
// products, its products' pages and every kept answer ending then are read as of the start, and
// from the start they are served from memory; a change in between drops what was read ahead.
import { beforeAll, expect, it } from 'vitest';
import { dropProductsPath, type Product } from '@shop/shared/catalogue';
import { describeEachDb } from '../../test/harness.ts';
import {
  authAs,
  postDrop,
  postProduct,
  productBody,
  productVersion,
} from '../drops/test-fixtures.ts';
import { MINUTE } from '../../test/order-fixtures.ts';
import { readAhead } from './opening-ahead.ts';

describeEachDb(
  'catalogue: answers read ahead of a drop start',
  (ctx) => {
    const app = () => ctx().app;
    const get = (url: string) => app().inject({ method: 'GET', url });
    let staff: Record<string, string>;

    beforeAll(async () => {
      staff = await authAs(app(), ['CREATE_DROP', 'CREATE_PRODUCT']);
    });

    /** A drop starting in 30 min with two products, and the moment 2 s before its start. */
    async function upcoming() {
      const start = app().clock.now();
      const dropTime = new Date(start.getTime() + 30 * MINUTE);
      const drop = await postDrop(app(), staff, { dropTime: dropTime.toISOString() });
      const ids = [
        await postProduct(app(), staff, drop.id, { name: 'Zegarek na otwarcie' }),
        await postProduct(app(), staff, drop.id, { name: 'Pasek na otwarcie' }),
      ];
      await app().changes.sync();
      const listUrl = `/api${dropProductsPath(drop.id, 0)}`;
      const before = new Date(dropTime.getTime() - 2_000);
      return { start, dropTime, dropId: drop.id, ids, listUrl, before };
    }

    it('serves the start from memory: the list, the product pages and what ended then', async () => {
      const { start, dropTime, ids, listUrl, before } = await upcoming();
      const pageUrl = `/api/products/${ids[0]}`;
      expect((await get(pageUrl)).statusCode).toBe(404); // a shared link, asked before the start
      ctx().clock.set(before);
      const read = await readAhead(app(), before, dropTime.getTime());
      expect(read).toBeGreaterThanOrEqual(3);
      // Until the start nothing changes for shoppers.
      expect((await get(pageUrl)).statusCode).toBe(404);
      expect(app().catalogue.cache.peek(listUrl, dropTime.getTime() - 1)).toBeUndefined();

      // At the start the answers are there before anyone asks.
      ctx().clock.set(dropTime);
      const cache = app().catalogue.cache;
      const list = cache.peek(listUrl, dropTime.getTime());
      expect(list?.statusCode).toBe(200);
      expect(
        JSON.parse(list!.body)
          .items.map((p: Product) => p.id)
          .sort(),
      ).toEqual([...ids].sort());
      for (const id of ids)
        expect(cache.peek(`/api/products/${id}`, dropTime.getTime())?.statusCode).toBe(200);
      const answer = await get(listUrl);
      expect(answer.headers.etag).toBe(list!.etag);
      const page = await get(pageUrl);
      expect(page.statusCode).toBe(200);
      expect(page.json<Product>()).toMatchObject({
        name: 'Zegarek na otwarcie',
        status: 'AVAILABLE',
      });
      ctx().clock.set(start);
    });

    it('drops an answer read ahead when what it shows changes before the start', async () => {
      const { start, dropTime, dropId, ids, listUrl, before } = await upcoming();
      ctx().clock.set(before);
      await readAhead(app(), before, dropTime.getTime());
      const edited = await app().inject({
        method: 'PUT',
        url: `/api/products/${ids[1]}`,
        headers: staff,
        payload: {
          ...productBody(dropId, { name: 'Pasek po zmianie' }),
          version: await productVersion(app(), ids[1]!),
        },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      ctx().clock.set(dropTime);
      expect(
        app().catalogue.cache.peek(`/api/products/${ids[1]}`, dropTime.getTime()),
      ).toBeUndefined();
      expect((await get(`/api/products/${ids[1]}`)).json<Product>().name).toBe('Pasek po zmianie');
      const names = (await get(listUrl)).json().items.map((p: Product) => p.name);
      expect(names).toContain('Pasek po zmianie');
      ctx().clock.set(start);
    });
  },
  { PRODUCT_SAFETY_REQUIRED: 'false' },
);
