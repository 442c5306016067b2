// The HTML of product and collection pages as a link preview or a crawler without scripts
// reads it: title, price, picture, Open Graph tags and the JSON-LD offer; 404 when unknown.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness.ts';
import { DAY, makeDrop, makeProduct } from '../cart/test-products.ts';
import { attachProductImage } from '../products/service.ts';
import { pageHtml } from './page-head.ts';

const dist = path.join(process.cwd(), '.tmp', `web-dist-head-${process.pid}`);
const indexHtml = `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Domyślny opis sklepu."
    />
    <title>Outlet Drop – kolekcje zwrotów i nadwyżek</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Text as a person reads it: non-breaking spaces as spaces. */
const plain = (html: string) => html.replace(/\u00a0/g, ' ');

describe('page heads in the HTML', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  const get = (url: string) => context.app.inject({ method: 'GET', url });
  const meta = (html: string, property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

  beforeAll(async () => {
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    context = await createTestContext('pglite', { WEB_DIST_DIR: dist });
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('a product page names the product, its price the Polish way, its picture and its offer', async () => {
    const { app, config } = context;
    const id = await makeProduct(app, {
      name: 'Ekspres "Barista" <XL>',
      priceType: 'STATIC',
      price: 123_456,
      msrp: null,
    });
    await attachProductImage(app.db, id, '/images/ekspres-1200.webp');
    const res = await get(`/product/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = plain(res.body);
    expect(html).toContain(
      '<title>Ekspres &#34;Barista&#34; &#60;XL&#62; – 1 234,56 zł | Outlet Drop</title>',
    );
    expect(html).not.toContain('Domyślny opis sklepu.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toContain('1 234,56 zł');
    expect(meta(html, 'og:image')).toBe(`${config.publicUrl}/images/ekspres-1200.webp`);
    expect(meta(html, 'og:url')).toBe(`${config.publicUrl}/product/${id}`);
    expect(html).toContain(
      `<link rel="canonical" href="${config.publicUrl}/product/${id}" data-page-head />`,
    );
    const jsonLd = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(
      res.body,
    )![1]!;
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Product',
      name: 'Ekspres "Barista" <XL>',
      image: `${config.publicUrl}/images/ekspres-1200.webp`,
      offers: { '@type': 'Offer', price: '1234.56', priceCurrency: 'PLN' },
    });
    expect(html).toContain('<div id="root"></div>');
  });

  it('an unknown or not yet started product answers 404 with the page, kept out of search', async () => {
    const upcoming = await makeDrop(context.app, new Date(context.app.clock.now().getTime() + DAY));
    const notYet = await makeProduct(context.app, { dropId: upcoming.id });
    for (const url of ['/product/999999', `/product/${notYet}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title>Nie znaleziono produktu | Outlet Drop</title>');
      expect(res.body, url).toContain('<meta name="robots" content="noindex" data-page-head />');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('a collection page carries its name and description; an unknown one answers 404', async () => {
    const drop = await makeDrop(context.app);
    const res = await get(`/collections/${drop.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${drop.name} | Outlet Drop</title>`);
    expect(meta(res.body, 'og:description')).toBe(drop.shortDescription);
    const unknown = await get('/collections/nie-ma-takiej');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Nie znaleziono kolekcji');
  });

  it("the landing page keeps its title and lists the latest drop's products on sale as an ItemList", async () => {
    const { app } = context;
    const latest = await makeDrop(app, new Date(app.clock.now().getTime() - 60_000));
    const first = await makeProduct(app, { dropId: latest.id, name: 'Rower miejski' });
    await makeProduct(app, { dropId: latest.id, name: 'Kask rowerowy' });
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Outlet Drop – kolekcje zwrotów i nadwyżek</title>');
    expect(res.body).toContain('Domyślny opis sklepu.');
    const jsonLd = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(
      res.body,
    )![1]!;
    const list = JSON.parse(jsonLd) as {
      name: string;
      itemListElement: { item: { name: string; url: string } }[];
    };
    expect(list).toMatchObject({ '@type': 'ItemList', name: latest.name });
    expect(list.itemListElement.map((element) => element.item.name).sort()).toEqual([
      'Kask rowerowy',
      'Rower miejski',
    ]);
    expect(list.itemListElement.map((element) => element.item.url)).toContain(
      `${context.config.publicUrl}/product/${first}`,
    );
  });

  it('/collections has its title, description, canonical URL and Open Graph tags', async () => {
    const res = await get('/collections');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Kolekcje | Outlet Drop</title>');
    expect(res.body).toContain(
      `<link rel="canonical" href="${context.config.publicUrl}/collections" data-page-head />`,
    );
    expect(res.body).toContain('<meta property="og:title" content="Kolekcje | Outlet Drop"');
  });

  it('a category page is named by its Polish slug whatever form the address takes; an unknown one is 404', async () => {
    for (const url of [
      '/category/dom-i-ogr%C3%B3d',
      '/category/HOME_AND_GARDEN',
      '/category/dom-i-ogrod',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Dom i Ogród | Outlet Drop</title>');
      expect(res.body, url).toContain(
        `<link rel="canonical" href="${context.config.publicUrl}/category/dom-i-ogr%C3%B3d" data-page-head />`,
      );
    }
    for (const url of ['/category/meble-ogrodowe', '/category/%C5%BCadna']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" data-page-head />');
    }
  });

  it('other pages get the HTML as built', async () => {
    const res = await get('/cart');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(indexHtml);
  });
});

describe('a server-rendered page in the HTML', () => {
  const shell = `<html><head>
    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />
    <meta name="description" content="Domyślny opis." />
    <title>Domyślny tytuł</title>
  </head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;
  const page = {
    head: '<title>Kolekcje | Outlet Drop</title>',
    body: '<main><h1>Kolekcje</h1><script type="application/ld+json">{}</script></main>',
    state: '<script type="application/json" id="page-state">{}</script>',
  };

  it('puts the page in #root with its state, its own title in the head, and no config preload', () => {
    const html = pageHtml(shell, null, page);
    expect(html).toContain(`<div id="root">${page.body}</div>\n    ${page.state}`);
    expect(html).toContain('<title>Kolekcje | Outlet Drop</title>');
    expect(html).not.toContain('Domyślny tytuł');
    expect(html).not.toContain('/config.json');
    expect(html.indexOf(page.state)).toBeLessThan(html.indexOf('/assets/index.js'));
  });

  it('keeps the title of the server-written head and one JSON-LD: the page’s own', () => {
    const head = {
      statusCode: 200 as const,
      html: '<title>Rower – 1 234,56 zł | Outlet Drop</title>\n    <script type="application/ld+json" data-page-head>{"@type":"Product"}</script>',
    };
    const html = pageHtml(shell, head, page);
    expect(html).toContain('<title>Rower – 1 234,56 zł | Outlet Drop</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/application\/ld\+json/g)).toHaveLength(1);
  });

  it('without a rendered page, the head alone (or the file as built)', () => {
    expect(pageHtml(shell, null, null)).toBe(shell);
  });
});
