// The category page: the Polish slugs and raw enum keys, the unknown-category text, the filter
// sidebar (price slider 0-3000 step 10 sent x100, conditions, only available), 6 skeletons
// while loading, the error and empty states.
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';

const searchOf = (url: string) => new URL(url).searchParams;

test('accepts the Polish slugs and enum keys, and names an unknown category', async ({ page }) => {
  test.setTimeout(60_000);
  for (const [path, title] of [
    ['/category/elektronika', 'Elektronika'],
    ['/category/odzież', 'Odzież'],
    ['/category/akcesoria', 'Akcesoria'],
    ['/category/dom-i-ogród', 'Dom i Ogród'],
    ['/category/sport', 'Sport'],
    ['/category/zabawki', 'Zabawki'],
    ['/category/HOME_AND_GARDEN', 'Dom i Ogród'],
    ['/category/OTHER', 'Inne'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }
  await page.goto('/category/meble');
  await expect(page.getByText('Nie znaleziono kategorii „meble”')).toBeVisible();
});

test('filters by price, condition and availability', async ({ page, request }) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000, { categories: ['ACCESSORIES'] });
  const used = await catalogue.product(drop.id, {
    name: unique('Zegarek na rękę'),
    category: 'ACCESSORIES',
    condition: 'USED',
    msrp: 20_000, // 140.00 zł
  });
  const soldOut = await catalogue.product(drop.id, {
    name: unique('Torebka skórzana'),
    category: 'ACCESSORIES',
    condition: 'NEW',
    stock: 1,
  });
  await catalogue.update(soldOut, { stock: 0 });

  const first = page.waitForRequest('**/api/products/category/ACCESSORIES?*');
  await page.goto('/category/akcesoria');
  // The slider's default range 0-3000 zł goes out in grosze.
  expect(searchOf((await first).url()).get('minPrice')).toBe('0');
  expect(searchOf((await first).url()).get('maxPrice')).toBe('300000');
  await expect(page.getByRole('link', { name: used.name })).toBeVisible();
  await expect(page.getByRole('link', { name: soldOut.name })).toBeVisible();

  const filters = page.getByRole('complementary', { name: 'Filtry' });
  let next = page.waitForRequest('**/api/products/category/ACCESSORIES?*conditions=*');
  await filters.getByRole('checkbox', { name: 'Nowy' }).click();
  expect(searchOf((await next).url()).get('conditions')).toBe('NEW');
  await expect(page.getByRole('link', { name: used.name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: soldOut.name })).toBeVisible();

  next = page.waitForRequest('**/api/products/category/ACCESSORIES?*status=AVAILABLE*');
  await filters.getByRole('checkbox', { name: 'Tylko dostępne' }).click();
  await next;
  await expect(page.getByRole('link', { name: soldOut.name })).toHaveCount(0);

  next = page.waitForRequest('**/api/products/category/ACCESSORIES?*conditions=NEW%2CUSED*');
  await filters.getByRole('checkbox', { name: 'Po zwrocie/używany' }).click();
  await next;
  await expect(page.getByRole('link', { name: used.name })).toBeVisible();

  // The price slider moves in steps of 10 zł and sends grosze; from 210 zł the 140 zł watch
  // is out.
  const min = filters.getByRole('slider', { name: 'Cena minimalna' });
  await min.focus();
  next = page.waitForRequest((r) => r.url().includes('minPrice=1000&'));
  await page.keyboard.press('ArrowRight');
  await next;
  await expect(min).toHaveAttribute('aria-valuenow', '10');
  next = page.waitForRequest((r) => r.url().includes('minPrice=11000&'));
  await page.keyboard.press('PageUp');
  await next;
  await expect(page.getByRole('link', { name: used.name })).toBeVisible();
  next = page.waitForRequest((r) => r.url().includes('minPrice=21000&'));
  await page.keyboard.press('PageUp');
  await next;
  await expect(min).toHaveAttribute('aria-valuetext', '210 zł');
  await expect(page.getByRole('link', { name: used.name })).toHaveCount(0);
});

test('6 skeletons while loading, then the empty text', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/products/category/SPORT?*', async (route) => {
    await held;
    await route.fulfill({ json: { items: [], totalCount: 0 } });
  });
  await page.goto('/category/sport');
  await expect(page.getByTestId('product-card-skeleton')).toHaveCount(6);
  release();
  await expect(page.getByText('Brak produktów spełniających kryteria.')).toBeVisible();
  await expect(page.getByText('0 produktów')).toBeVisible();
});

test('says why the list failed', async ({ page }) => {
  await page.route('**/api/products/category/TOYS?*', (route) =>
    route.fulfill({
      status: 400,
      json: { statusCode: 400, code: 'ValidationException', message: 'Nieprawidłowy filtr' },
    }),
  );
  await page.goto('/category/zabawki');
  await expect(page.getByText('Failed to load products: Nieprawidłowy filtr')).toBeVisible();
});
