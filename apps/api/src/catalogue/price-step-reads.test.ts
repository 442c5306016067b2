// A price step under concurrent reads: while shoppers read a drop's products (by id, as the
// drop's list, by search and as the server-rendered product page) and the answers of the step
// are read ahead, the clock passes the step. Every answer must show the drop as it stands at
// the request's start or at its end: never the price, the 30-day lowest price or the next price
// fall of a moment still to come. Addresses with an extra query (`?v=7`, as a shared link with
// a tracking tag) are not kept yet, so they are read from the database in the middle of it all.
//
// The expected figures are written out from the product rules, not computed with the shop's own
// price functions: level 0 is 70 % of the market price, level 1 (two days later) 60 %, and the
// lowest price of the 30 days before the fall is the level 0 price.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dropProductsPath, type Product } from '@shop/shared/catalogue';
import { describeEachDb, type TestContext } from '../test/harness.ts';
import { makeDrop, makeProduct } from '../modules/cart/test-products.ts';
import { getShopperProduct } from '../modules/products/service.ts';
import { readAhead, READ_AHEAD_MS } from '../modules/products/opening-ahead.ts';

const DAY = 86_400_000;
const PRODUCTS = 30;
const WORD = 'Schodkowy';
/** Market prices: multiples of 100 gr, so 70 % and 60 % are whole grosze. */
const msrpOf = (i: number) => 10_000 + i * 100;

// A renderer with the web renderer's interface (see modules/pages/web-pages.test.ts): it reads
// the product through the fetch it is given and writes what a shopper reads on the page.
const indexHtml = `<!doctype html><html lang="pl"><head><title>Outlet Drop</title></head><body><div id="root"></div></body></html>`;
const root = path.join(process.cwd(), '.tmp', `price-step-${process.pid}`);
const renderer = `
export const isRenderedPath = (pathname) => /^\\/product\\/\\d+$/.test(pathname);
export const isAppPath = isRenderedPath;
export async function renderPage(url, { fetch }) {
  const id = new URL(url, 'http://shop').pathname.split('/').pop();
  const answer = await fetch('/api/products/' + id);
  if (!answer.ok) return { head: '', body: '<p>Nie znaleziono produktu</p>', state: '' };
  const product = await answer.json();
  const shown = [product.id, product.price, product.omnibusPrice, product.drop.nextPriceDropTime];
  return { head: '', body: '<script id="shown">' + JSON.stringify(shown) + '</script>', state: '' };
}`;

beforeAll(async () => {
  await mkdir(path.join(root, 'dist-server'), { recursive: true });
  await mkdir(path.join(root, 'dist'), { recursive: true });
  await writeFile(path.join(root, 'dist', 'index.html'), indexHtml);
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), renderer);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** What one product shows: [id, price, lowest price of 30 days, next price fall]. */
type Shown = [number, number, number, string | null];

const shownOf = (product: Product): Shown => [
  product.id,
  product.price,
  product.omnibusPrice,
  product.drop.nextPriceDropTime,
];

describeEachDb(
  'catalogue: a price step under concurrent reads',
  (ctx: () => TestContext) => {
    let dropId: number;
    let dropTime: Date;
    let step: Date;
    const msrps = new Map<number, number>();

    beforeAll(async () => {
      const { app, clock } = ctx();
      // The drop opens in 30 minutes; its products are entered now.
      dropTime = new Date(clock.now().getTime() + 30 * 60_000);
      step = new Date(dropTime.getTime() + 2 * DAY);
      dropId = (await makeDrop(app, dropTime)).id;
      for (let i = 0; i < PRODUCTS; i += 1) {
        const id = await makeProduct(app, {
          dropId,
          name: `Zegarek ${WORD} ${i}`,
          msrp: msrpOf(i),
          stock: 1,
        });
        msrps.set(id, msrpOf(i));
      }
      await app.changes.sync();
    });

    /** What a product must show at `at`, on either side of the step. */
    function expected(id: number, at: Date): Shown {
      const msrp = msrps.get(id)!;
      const before = at.getTime() < step.getTime();
      return [
        id,
        ((before ? 70 : 60) * msrp) / 100,
        (70 * msrp) / 100,
        new Date(step.getTime() + (before ? 0 : 2 * DAY)).toISOString(),
      ];
    }

    /** The step drop's products an answer shows (other drops' products are left out). */
    function productsIn(url: string, body: string): Shown[] {
      if (url.startsWith('/product/')) {
        const shown = /<script id="shown">(.*?)<\/script>/.exec(body);
        return shown ? [JSON.parse(shown[1]!) as Shown] : [];
      }
      const answer = JSON.parse(body) as Product | { items: Product[] };
      const items = 'items' in answer ? answer.items : [answer];
      return items.filter((product) => msrps.has(product.id)).map(shownOf);
    }

    /** Whether every product of the answer shows the drop as it stands at `at`. */
    const trueAt = (shown: Shown[], at: Date) =>
      shown.every((s) => JSON.stringify(s) === JSON.stringify(expected(s[0], at)));

    it('every answer shows the prices of its start or its end, never of a moment to come', async () => {
      const { app, clock } = ctx();
      const ids = [...msrps.keys()];
      const listUrl = `/api${dropProductsPath(dropId, 0)}`;
      const urls = (n: number) => {
        const id = ids[n % ids.length]!;
        return [
          `/api/products/${id}`,
          `/api/products/${id}?v=${n}`,
          `/product/${id}`,
          listUrl,
          `${listUrl}&v=${n}`,
          `/api/products/search?term=${WORD.toLowerCase()}&page=0&count=40&v=${n % 3}`,
        ];
      };
      clock.set(new Date(step.getTime() - READ_AHEAD_MS + 1_000));
      const end = step.getTime() + 1_500;
      const wrong: string[] = [];
      let reads = 0;
      let before = 0;
      let after = 0;

      const reader = async (first: number) => {
        for (let n = first; clock.now().getTime() < end; n += 4) {
          await Promise.all(
            urls(n).map(async (url) => {
              const from = clock.now();
              const res = await app.inject({ method: 'GET', url });
              const to = clock.now();
              reads += 1;
              if (res.statusCode !== 200) {
                wrong.push(`${url}: HTTP ${res.statusCode}`);
                return;
              }
              const shown = productsIn(url, res.body);
              const side = [from, to].find((at) => shown.length > 0 && trueAt(shown, at));
              if (!side) {
                wrong.push(
                  `${url} between ${from.toISOString()} and ${to.toISOString()}: ${JSON.stringify(shown[0] ?? 'none of the drop')}`,
                );
              } else if (side < step) before += 1;
              else after += 1;
            }),
          );
        }
      };
      // The clock moves a quarter of a second every few reads, across the step.
      const ticker = async () => {
        while (clock.now().getTime() < end) {
          const seen = reads;
          while (reads < seen + 24) await new Promise((resolve) => setImmediate(resolve));
          clock.advance(250);
        }
      };
      // As the read-ahead job does once the step is READ_AHEAD_MS away or less.
      const ahead = readAhead(app, clock.now(), step.getTime());
      await Promise.all([ahead, ticker(), ...[0, 1, 2, 3].map(reader)]);

      expect(wrong.slice(0, 5)).toEqual([]);
      expect(before).toBeGreaterThan(0);
      expect(after).toBeGreaterThan(0);
    });

    it('a read as of a moment to come never moves a read of the present past the step', async () => {
      const { app, clock } = ctx();
      const [present, ahead] = [...msrps.keys()];
      clock.set(new Date(step.getTime() - 5_000));
      // Asked in the same millisecond: the second is read ahead, as of the step.
      const [now, next] = await Promise.all([
        getShopperProduct(app.db, clock, present!, clock.now()),
        getShopperProduct(app.db, clock, ahead!, step),
      ]);
      expect(shownOf(now)).toEqual(expected(present!, clock.now()));
      expect(shownOf(next)).toEqual(expected(ahead!, step));
    });
  },
  { WEB_DIST_DIR: path.join(root, 'dist') },
);
