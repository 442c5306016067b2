// The category page: the Polish slugs and raw enum keys, the unknown-category text, the filter
// sidebar (price slider 0-3000 step 10 sent x100, its top end no limit, conditions, only
// available), sorting kept in the URL with sold-out pieces last, 6 skeletons while loading, the
// error and empty states.
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';
import { openWithinShop } from './support/navigation.ts';

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
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nie znaleziono kategorii „meble”' }),
  ).toBeVisible();
  // Not a dead end: every category is one tap away.
  const categories = page
    .getByRole('navigation', { name: 'Wszystkie kategorie' })
    .getByRole('link');
  await expect(categories).toHaveCount(7);
  await categories.filter({ hasText: 'Elektronika' }).click();
  await expect(page).toHaveURL(/\/category\/elektronika$/);
});

test('filters by price, condition and availability', async ({ page, request }) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000, { categories: ['ACCESSORIES'] });
  const used = await catalogue.product(drop.id, {
    name: unique('Zegarek na rękę'),
    category: 'ACCESSORIES',
    condition: 'USED',
    msrp: 20_000, // 140,00 zł
  });
  const soldOut = await catalogue.product(drop.id, {
    name: unique('Torebka skórzana'),
    category: 'ACCESSORIES',
    condition: 'NEW',
    stock: 1,
  });
  await catalogue.update(soldOut, { stock: 0 });

  const first = page.waitForRequest('**/api/products/category/ACCESSORIES?*');
  await openWithinShop(page, '/category/akcesoria');
  // The slider's default range goes out in grosze; its top end (3 000 zł) is no upper limit.
  expect(searchOf((await first).url()).get('minPrice')).toBe('0');
  expect(searchOf((await first).url()).has('maxPrice')).toBe(false);
  await expect(page.getByRole('slider', { name: 'Cena maksymalna' })).toHaveAttribute(
    'aria-valuetext',
    'bez limitu',
  );
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
  await expect(min).toHaveAttribute('aria-valuetext', /^210,00\s+zł$/);
  await expect(page.getByRole('link', { name: used.name })).toHaveCount(0);
});

test('sorts by price, newest and reduction, keeps the order in the URL, and lists sold-out pieces last, greyed out', async ({
  page,
  request,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000, { categories: ['OTHER'] });
  const tag = unique('Sortowanie');
  // Day 1: 70 % of the market price, except the static one (no reduction).
  await catalogue.product(drop.id, { name: `${tag} tani`, category: 'OTHER', msrp: 10_000 });
  await catalogue.product(drop.id, {
    name: `${tag} drogi`,
    category: 'OTHER',
    msrp: 500_000, // 3 500,00 zł: above the slider's top end, still listed
  });
  await catalogue.product(drop.id, {
    name: `${tag} bez obniżki`,
    category: 'OTHER',
    priceType: 'STATIC',
    price: 20_000,
    msrp: 20_000,
  });
  const gone = await catalogue.product(drop.id, {
    name: `${tag} wyprzedany`,
    category: 'OTHER',
    msrp: 1_000,
    stock: 1,
  });
  await catalogue.picture(gone.id, '#64748b');
  await catalogue.update(gone, { stock: 0 });

  const names = async () =>
    (await page.getByRole('link', { name: new RegExp(tag) }).allTextContents()).map((name) =>
      name.replace(`${tag} `, ''),
    );
  await page.goto(`/search?term=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('link', { name: new RegExp(tag) })).toHaveCount(4);
  // Newest first, the sold-out piece last whatever its age.
  expect(await names()).toEqual(['bez obniżki', 'drogi', 'tani', 'wyprzedany']);
  const goneCard = page.getByRole('article').filter({ hasText: gone.name });
  await expect(goneCard.getByText('Wyprzedany!')).toBeVisible();
  // Its picture greyed out (a missing picture's words keep their contrast).
  await expect(goneCard.locator('img').first()).toHaveCSS('filter', /grayscale/);

  const sort = page.getByLabel('Sortuj');
  await sort.selectOption({ label: 'Cena rosnąco' });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect.poll(names).toEqual(['tani', 'bez obniżki', 'drogi', 'wyprzedany']);
  await sort.selectOption({ label: 'Cena malejąco' });
  await expect.poll(names).toEqual(['drogi', 'bez obniżki', 'tani', 'wyprzedany']);
  await sort.selectOption({ label: 'Największa obniżka' });
  await expect.poll(names).toEqual(['drogi', 'tani', 'bez obniżki', 'wyprzedany']);

  // A reload (or a shared link) keeps the order.
  await page.reload();
  await expect(sort).toHaveValue('discount');
  await expect.poll(names).toEqual(['drogi', 'tani', 'bez obniżki', 'wyprzedany']);
  // The category page sorts the same way.
  await page.goto('/category/inne?sort=price-desc');
  await expect(page.getByLabel('Sortuj')).toHaveValue('price-desc');
  // Other tests list products here too: of this test's, the dearest comes first.
  await expect.poll(async () => (await names()).slice(0, 2)).toEqual(['drogi', 'bez obniżki']);
});

test('6 skeletons while loading, then the empty text', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/products/category/SPORT?*', async (route) => {
    await held;
    await route.fulfill({ json: { items: [], totalCount: 0 } });
  });
  await openWithinShop(page, '/category/sport');
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
  await openWithinShop(page, '/category/zabawki');
  await expect(
    page.getByText('Nie udało się wczytać produktów: Nieprawidłowy filtr'),
  ).toBeVisible();
});
