import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.ts';
import { DAY, makeDrop, makeProduct } from '../cart/test-products.ts';
import { takeStock } from '../products/service.ts';

describeEachDb('sitemap and robots', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('lists public pages, categories, started drops and products on sale, never upcoming or sold-out ones', async () => {
    const { app, config } = ctx();
    const started = await makeDrop(app);
    const upcoming = await makeDrop(app, new Date(app.clock.now().getTime() + DAY));
    const onSale = await makeProduct(app, { dropId: started.id });
    const soldOut = await makeProduct(app, { dropId: started.id, stock: 1 });
    await takeStock(app.db, soldOut, 1);
    const notYet = await makeProduct(app, { dropId: upcoming.id });

    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const url = (path: string) => new URL(path, config.publicUrl).href;
    expect(locs).toEqual(
      expect.arrayContaining([
        url('/'),
        url('/collections'),
        url('/category/elektronika'),
        url(`/collections/${started.slug}`),
        url(`/product/${onSale}`),
      ]),
    );
    for (const hidden of [
      `/collections/${upcoming.slug}`,
      `/product/${soldOut}`,
      `/product/${notYet}`,
    ]) {
      expect(locs).not.toContain(url(hidden));
    }
    expect(res.body).toContain(`<lastmod>${started.dropTime}</lastmod>`);
  });

  it('keeps account, checkout, staff pages and the API out of search engines', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const path of [
      '/admin',
      '/checkout',
      '/settings',
      '/orders',
      '/newsletter/',
      '/reminders/',
      '/api/',
    ]) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).toContain(`Sitemap: ${ctx().config.publicUrl}/sitemap.xml`);
  });
});
