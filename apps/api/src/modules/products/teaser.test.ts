// GET /api/drops/{id}/teaser: before an upcoming drop opens, a guest sees its dearest pieces with
// a picture and the price at the opening — and no product id, while the products themselves
// stay hidden until the start; an unknown drop is 404 in Polish, a started one has none.
import { beforeAll, expect, it } from 'vitest';
import { dropTeaserSchema } from '@shop/shared/catalogue';
import { DAY, makeDrop, makeProduct } from '../cart/test-products.ts';
import { describeEachDb } from '../../test/harness.ts';

describeEachDb('products: the teaser of an upcoming drop', (ctx) => {
  let dropId: number;
  const msrps = [10_000, 90_000, 20_000, 80_000, 30_000, 70_000, 40_000, 60_000, 50_000, 5_000];
  const get = (url: string) => ctx().app.inject({ url });

  beforeAll(async () => {
    const app = ctx().app;
    ctx().clock.set(new Date());
    dropId = (await makeDrop(app, new Date(app.clock.now().getTime() + DAY))).id;
    for (const msrp of msrps)
      await makeProduct(app, { dropId, msrp, name: `Kurtka ${msrp / 100} zł` });
  });

  it('shows the eight dearest at their opening price, without ids, while the products stay hidden', async () => {
    const res = await get(`/api/drops/${dropId}/teaser`);
    expect(res.statusCode).toBe(200);
    const teaser = dropTeaserSchema.strict().parse(res.json());
    expect(teaser.totalCount).toBe(10);
    expect(teaser.items.map((item) => item.msrp)).toEqual(
      [...msrps].sort((a, b) => b - a).slice(0, 8),
    );
    for (const item of teaser.items) {
      expect(Object.keys(item).sort()).toEqual(
        ['category', 'condition', 'image', 'msrp', 'name', 'price'].sort(),
      );
      expect(item.price).toBeLessThan(item.msrp!);
      expect(item.name).toBe(`Kurtka ${item.msrp! / 100} zł`);
    }
    // The price at the opening is the one the product shows once it opens.
    ctx().clock.advance(DAY);
    const opened = await get(`/api/products/drop/${dropId}?count=40`);
    const dearest = opened
      .json()
      .items.find((product: { name: string }) => product.name === teaser.items[0]!.name);
    expect(dearest.price).toBe(teaser.items[0]!.price);
    ctx().clock.advance(-DAY);
    expect((await get(`/api/products/drop/${dropId}`)).json().totalCount).toBe(0);
  });

  it('is 404 for an unknown drop, in Polish, and empty once the drop has started', async () => {
    const unknown = await get('/api/drops/2147483000/teaser');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Nie znaleziono kolekcji']);
    const started = (await makeDrop(ctx().app)).id;
    const res = await get(`/api/drops/${started}/teaser`);
    expect([res.statusCode, res.json()]).toEqual([200, { items: [], totalCount: 0 }]);
  });
});
