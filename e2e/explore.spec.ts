// Explore: the filter chips (all, best deals, for 1 zł, one per category), chips without
// results hidden, and the product grid with infinite scroll.
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';

test('chips choose the explore filters', async ({ page, request }) => {
  // On day 13 of its drop a product costs 1 zł: a best deal and a 1 zł one.
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-12.5 * 86_400_000);
  await catalogue.product(drop.id, { msrp: 50_000 });

  await page.goto('/explore');
  const chips = page.getByRole('group', { name: 'Filtry' });
  await expect(chips.getByRole('button', { name: 'Wszystkie' })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: 15_000 },
  );

  let next = page.waitForRequest(
    (r) =>
      r.url().includes('/api/products/search?') &&
      r.url().includes('count=20') &&
      r.url().includes('maxMsrpMultiplier=0.4'),
  );
  await chips.getByRole('button', { name: 'Najlepsze okazje' }).click();
  const deals = new URL((await next).url()).searchParams;
  expect(deals.get('priceType')).toBe('DYNAMIC_LEVELS');
  await expect(page).toHaveURL(/filtr=okazje/);

  next = page.waitForRequest(
    (r) =>
      r.url().includes('/api/products/search?') &&
      r.url().includes('count=20') &&
      r.url().includes('maxPrice=100&'),
  );
  await chips.getByRole('button', { name: 'Za 1 zł' }).click();
  await next;

  next = page.waitForRequest(
    (r) =>
      r.url().includes('/api/products/search?') &&
      r.url().includes('count=20') &&
      r.url().includes('category=ELECTRONICS'),
  );
  await chips.getByRole('button', { name: 'Elektronika' }).click();
  await next;
  await expect(chips.getByRole('button', { name: 'Elektronika' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('hides chips whose filter finds nothing', async ({ page, request }) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000);
  await catalogue.product(drop.id, { category: 'ELECTRONICS' });
  await page.route('**/api/products/search?*', async (route) => {
    const query = new URL(route.request().url()).searchParams;
    if (query.get('count') === '1' && query.get('category') === 'TOYS') {
      await route.fulfill({ json: { items: [], totalCount: 0 } });
    } else {
      await route.continue();
    }
  });
  await page.goto('/explore');
  const chips = page.getByRole('group', { name: 'Filtry' });
  await expect(chips.getByRole('button', { name: 'Wszystkie' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Elektronika' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Zabawki' })).toHaveCount(0);
});

test('loads the next page when the last product comes on screen', async ({ page, request }) => {
  test.setTimeout(60_000);
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000, { categories: ['OTHER'] });
  await catalogue.products(drop.id, 21, { name: unique('Parasol'), category: 'OTHER' });

  await page.goto('/explore?filtr=inne');
  const grid = page.getByRole('list', { name: 'Produkty: Inne' });
  await expect(grid.getByRole('listitem')).toHaveCount(20);
  const nextPage = page.waitForRequest((r) => r.url().includes('page=1&'));
  await grid.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await nextPage;
  await expect(grid.getByRole('listitem')).not.toHaveCount(20);
});
