// Pages rendered on the server are kept like catalogue answers: shared by every request while
// what they show holds, ended at once when it changes, and never older than two seconds. The
// renderer here is a small module with the web renderer's interface (the real one is built by
// `npm run build` and covered by the browser tests): it reads the product through the fetch it
// is given and writes its name and stock.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness.ts';
import { makeProduct } from '../cart/test-products.ts';

const root = path.join(process.cwd(), '.tmp', `web-pages-${process.pid}`);
const indexHtml = `<!doctype html><html lang="pl"><head><title>Outlet Drop</title></head><body><div id="root"></div></body></html>`;
const renderer = `
let renders = 0;
export const isRenderedPath = (pathname) => /^\\/product\\/\\d+$/.test(pathname);
export const isAppPath = (pathname) => pathname === '/cart' || isRenderedPath(pathname);
export async function renderPage(url, { fetch, now }) {
  renders += 1;
  const id = new URL(url, 'http://shop').pathname.split('/').pop();
  const answer = await fetch('/api/products/' + id);
  if (!answer.ok) return { head: '', body: '<p>Nie znaleziono produktu</p>', state: '' };
  const product = await answer.json();
  return {
    head: '',
    body: '<h1>' + product.name + '</h1><p>stock ' + product.stock + '</p><p>render ' + renders + ' at ' + now + '</p>',
    state: '',
  };
}`;

describe('kept pages', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  const page = async (url: string) => {
    const res = await context.app.inject({ method: 'GET', url });
    return { status: res.statusCode, html: res.body, render: /render (\d+)/.exec(res.body)?.[1] };
  };

  beforeAll(async () => {
    await mkdir(path.join(root, 'dist'), { recursive: true });
    await mkdir(path.join(root, 'dist-server'), { recursive: true });
    await writeFile(path.join(root, 'dist', 'index.html'), indexHtml);
    await writeFile(path.join(root, 'dist-server', 'entry-server.js'), renderer);
    context = await createTestContext('pglite', { WEB_DIST_DIR: path.join(root, 'dist') });
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('one render serves every request while the product holds, a new one once it changes', async () => {
    const { app } = context;
    const id = await makeProduct(app, { stock: 3 });
    await app.changes.sync();
    const first = await page(`/product/${id}`);
    expect(first.status).toBe(200);
    expect(first.html).toContain('<p>stock 3</p>');
    const again = await Promise.all([page(`/product/${id}`), page(`/product/${id}`)]);
    expect(again.map((answer) => answer.render)).toEqual([first.render, first.render]);

    await app.db.execute(sql`UPDATE products SET stock = 1 WHERE id = ${id}`);
    await app.changes.sync();
    const changed = await page(`/product/${id}`);
    expect(changed.html).toContain('<p>stock 1</p>');
    expect(changed.render).not.toBe(first.render);
  });

  it('a page is rendered again after two seconds, for its countdowns', async () => {
    const { app, clock } = context;
    const id = await makeProduct(app);
    await app.changes.sync();
    const first = await page(`/product/${id}`);
    clock.advance(1_999);
    expect((await page(`/product/${id}`)).render).toBe(first.render);
    clock.advance(1);
    expect((await page(`/product/${id}`)).render).not.toBe(first.render);
  });

  it('an unknown product is a 404 page; compressed when the browser takes it', async () => {
    const missing = await page('/product/999999');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Nie znaleziono produktu');
    const id = await makeProduct(context.app, { description: 'x'.repeat(2_000) });
    const res = await context.app.inject({
      method: 'GET',
      url: `/product/${id}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('an address the app has no page for is a real 404 kept out of search engines', async () => {
    const unknown = await context.app.inject({ method: 'GET', url: '/nie-ma-takiej-strony?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.body).toContain('<meta name="robots" content="noindex"></head>');
    expect(unknown.body).toContain('<div id="root"></div>');
    // A page of the app that is not rendered on the server is the app's file, 200.
    const cart = await context.app.inject({ method: 'GET', url: '/cart' });
    expect(cart.statusCode).toBe(200);
    expect(cart.body).not.toContain('noindex');
  });
});
