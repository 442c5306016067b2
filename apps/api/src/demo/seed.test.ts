import { beforeAll, expect, it } from 'vitest';
import { CATEGORIES, CONDITIONS, PRICE_TYPES } from '@shop/shared/enums';
import type { Drop, Product } from '@shop/shared/catalogue';
import { DAY_MS, levelPrice } from '@shop/shared/price-schedule';
import { isValidGtin, missingSafetyData } from '@shop/shared/product-safety';
import { describeEachDb } from '../test/harness.ts';
import { createDiskStorage } from '../modules/images/disk-storage.ts';
import { authAs } from '../modules/drops/test-fixtures.ts';
import { seedDemoCatalogue, DEMO_PRODUCTS } from './seed.ts';
import { DEMO_DROPS } from './drops.ts';

const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<
  typeof seedDemoCatalogue
>[0]['log'];

describeEachDb('demo catalogue', (ctx) => {
  let staff: { authorization: string };

  const get = async <T>(url: string, headers = {}) => {
    const res = await ctx().app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.json<T>();
  };
  const allProducts = async (dropId: number) =>
    (await get<{ items: Product[] }>(`/api/products/drop/${dropId}?count=100`, staff)).items;

  beforeAll(async () => {
    const { app, clock, config } = ctx();
    const deps = {
      db: app.db,
      storage: createDiskStorage(config.images.dir),
      now: clock.now(),
      log: silent,
    };
    expect(await seedDemoCatalogue(deps)).toBe(true);
    // Runs only on a catalogue without drops.
    expect(await seedDemoCatalogue(deps)).toBe(false);
    staff = await authAs(app, ['CREATE_PRODUCT'], clock.now());
  }, 300_000);

  it('seeds once: a second run finds drops and does nothing', async () => {
    const drops = await get<{ items: Drop[]; totalCount: number }>('/api/drops?count=100');
    expect(drops.totalCount).toBe(DEMO_DROPS.length);
  });

  it('has finished, running (days 1, 4, 8, 12) and upcoming drops', async () => {
    const now = ctx().clock.now().getTime();
    const { items } = await get<{ items: Drop[] }>('/api/drops?count=100');
    const days = items
      .map((d) => (now - Date.parse(d.dropTime)) / DAY_MS)
      .map((elapsed) => (elapsed < 0 ? `in ${Math.ceil(-elapsed)}` : Math.floor(elapsed) + 1));
    const running = days.filter((d) => typeof d === 'number' && d <= 14).sort((a, b) => +a - +b);
    expect(running).toEqual([1, 4, 8, 12]);
    expect(days.filter((d) => typeof d === 'number' && d > 15)).toHaveLength(2);
    const upcoming = await get<{ items: Drop[] }>('/api/drops?upcoming=true');
    expect(upcoming.items).toHaveLength(2);
    for (const drop of upcoming.items) {
      const until = (Date.parse(drop.dropTime) - now) / DAY_MS;
      expect(until).toBeGreaterThan(0);
      expect(until).toBeLessThanOrEqual(5);
    }
  });

  it('tells the truth about the 30-day lowest price: on a third price step it is the step before', async () => {
    const now = ctx().clock.now().getTime();
    const { items: drops } = await get<{ items: Drop[] }>('/api/drops?count=100');
    const dayEight = drops.find((d) => Math.floor((now - Date.parse(d.dropTime)) / DAY_MS) === 7)!;
    const falling = (await allProducts(dayEight.id)).filter(
      (p) => p.priceType === 'DYNAMIC_LEVELS' && p.status !== 'SOLD_OUT',
    );
    expect(falling.length).toBeGreaterThan(0);
    for (const product of falling) {
      // Day 8 is the third reduction (level 3); the lowest price of the 30 days before it is
      // the one it replaced (level 2), above the current price.
      expect(product.price, product.name).toBe(levelPrice(product.msrp!, 3));
      expect(product.omnibusPrice, product.name).toBe(levelPrice(product.msrp!, 2));
      expect(product.omnibusPrice).toBeGreaterThan(product.price);
    }
  });

  it('covers every category, condition and price type, with pictures on every product', async () => {
    const { items: drops } = await get<{ items: Drop[] }>('/api/drops?count=100');
    const products = (await Promise.all(drops.map((d) => allProducts(d.id)))).flat();
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    expect(products.length).toBeGreaterThanOrEqual(55);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(products.map((p) => p.condition))).toEqual(new Set(CONDITIONS));
    expect(new Set(products.map((p) => p.priceType))).toEqual(new Set(PRICE_TYPES));
    expect(products.filter((p) => p.stock === 1).length).toBeGreaterThan(products.length / 2);
    expect(products.filter((p) => p.status === 'SOLD_OUT').length).toBeGreaterThanOrEqual(3);
    for (const product of products) {
      expect(product.images.length, product.name).toBeGreaterThanOrEqual(1);
      expect(product.images.length, product.name).toBeLessThanOrEqual(3);
      expect(product.purchasePrice!, product.name).toBeLessThan(product.msrp!);
    }
    // Shared drawings are stored per product, so deleting one never breaks another.
    const urls = products.flatMap((p) => p.images);
    expect(new Set(urls).size).toBe(urls.length);
    const picture = await ctx().app.inject({ method: 'GET', url: products[0]!.images[0]! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('gives every product the safety data GPSR asks for, and one manufacturer outside the EU', async () => {
    const { items: drops } = await get<{ items: Drop[] }>('/api/drops?count=100');
    const ids = (await Promise.all(drops.map((d) => allProducts(d.id)))).flat().map((p) => p.id);
    const products = await Promise.all(ids.map((id) => get<Product>(`/api/products/${id}`, staff)));
    for (const { name, safety } of products) {
      expect(
        missingSafetyData({ ...safety!, manufacturerId: safety!.manufacturer?.id ?? null }),
        name,
      ).toEqual([]);
      expect(isValidGtin(safety!.gtin!), name).toBe(true);
    }
    const outsideEu = products.filter((p) => p.safety!.manufacturer!.euResponsible !== null);
    expect(outsideEu.map((p) => p.category)).toContain('TOYS');
    expect(
      products.filter((p) => p.condition !== 'NEW').every((p) => p.safety!.inspectionNotes),
    ).toBe(true);
  });

  it('hides upcoming products from shoppers', async () => {
    const upcoming = await get<{ items: Drop[] }>('/api/drops?upcoming=true');
    for (const drop of upcoming.items) {
      const page = await get<{ items: Product[]; totalCount: number }>(
        `/api/products/drop/${drop.id}`,
      );
      expect(page.totalCount).toBe(0);
      expect((await allProducts(drop.id)).length).toBeGreaterThan(0);
    }
  });
});
