import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.ts';
import {
  MANY_UNPAID_ORDERS,
  makeProduct,
  makeShopper,
  placeOrder,
  postOrder,
  orderBody,
} from '../../test/order-fixtures.ts';

const TOKEN = 'scrape-token-for-tests-0123456789';

/** The value of one sample of the text format, e.g. `http_requests_total{…,route="/api/drops",…}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const lines = text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const matching = lines.filter((line) => wanted.every((label) => line.includes(label)));
  return matching.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

describeEachDb(
  'metrics',
  (ctx) => {
    const scrape = async () => {
      const res = await ctx().app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      return res.body;
    };

    it('counts requests by route and status, and orders placed and refused', async () => {
      const { app } = ctx();
      const before = await scrape();
      for (let i = 0; i < 3; i += 1) await app.inject({ url: '/api/drops' });
      await app.inject({ url: '/api/products/999999' });
      const shopper = await makeShopper(app);
      const product = await makeProduct(app, { price: 1_000, stock: 1 });
      await placeOrder(app, shopper, [{ productId: product, quantity: 1 }]);
      const refused = await postOrder(
        app,
        shopper,
        orderBody(shopper, [{ productId: product, quantity: 1 }]),
      );
      expect(refused.statusCode).toBe(409);
      const after = await scrape();

      const requests = (text: string, labels: Record<string, string>) =>
        sample(text, 'http_requests_total', labels);
      expect(
        requests(after, { method: 'GET', route: '/api/drops', status: '200' }) -
          requests(before, { method: 'GET', route: '/api/drops', status: '200' }),
      ).toBe(3);
      expect(
        requests(after, { route: '/api/products/:id', status: '404' }) -
          requests(before, { route: '/api/products/:id', status: '404' }),
      ).toBe(1);
      expect(
        sample(after, 'http_request_duration_seconds_count', { route: '/api/drops' }) -
          sample(before, 'http_request_duration_seconds_count', { route: '/api/drops' }),
      ).toBe(3);
      expect(
        sample(after, 'shop_orders_placed_total') - sample(before, 'shop_orders_placed_total'),
      ).toBe(1);
      expect(
        sample(after, 'shop_orders_refused_total') - sample(before, 'shop_orders_refused_total'),
      ).toBe(1);
      expect(after).toMatch(/shop_orders_refused_total\{reason="[A-Za-z]+"\} \d+/);
    });

    it('reads the cache, the change feed, the queues and the live streams at each scrape', async () => {
      const { app } = ctx();
      await app.inject({ url: '/api/drops?page=0&count=3' });
      await app.inject({ url: '/api/drops?page=0&count=3' });
      const text = await scrape();
      expect(sample(text, 'shop_catalogue_cache_hits')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'shop_catalogue_cache_reads')).toBeGreaterThanOrEqual(1);
      const lag = sample(text, 'shop_change_feed_lag_seconds');
      expect(lag).toBeGreaterThan(0);
      expect(lag).toBeLessThan(2);
      expect(text).toContain('shop_outbox_emails{state="waiting"}');
      expect(text).toContain('shop_ksef_documents{state="waiting"}');
      expect(text).toContain('shop_live_connections 0');
      expect(text).toContain('process_resident_memory_bytes');
      if (ctx().kind === 'postgres')
        expect(text).toMatch(/shop_db_pool_connections\{state="max"\} \d+/);
    });

    it('answers only the scraper’s token', async () => {
      const { app } = ctx();
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`]) {
        const res = await app.inject({
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode).toBe(401);
        expect(res.body).not.toContain('http_requests_total');
      }
    });
  },
  { ...MANY_UNPAID_ORDERS, METRICS_TOKEN: TOKEN },
);

describeEachDb('metrics without METRICS_TOKEN', (ctx) => {
  it('are not there at all', async () => {
    const res = await ctx().app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });
});
