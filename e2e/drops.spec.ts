// Drops: the list with the next drop's countdown, the fixed error texts, a
// drop's product grid with infinite scroll (40 a page), the 'not yet available' state for
// shoppers and the early view for staff, and the countdown turning into a purchasable product.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';
import { openAsStaff } from './support/session.ts';
import { openWithinShop } from './support/navigation.ts';
import { look } from './support/look.ts';

const DAY = 86_400_000;

test('lists the next, upcoming and started drops', async ({ page, request }) => {
  const catalogue = await Catalogue.asStaff(request);
  const next = await catalogue.drop(DAY + 90 * 60_000);
  // Started a minute ago: newer than the drops other tests start an hour back, so it is on the
  // first page of started drops however many there are.
  const started = await catalogue.drop(-60_000);
  // Parallel tests create drops too: this one is made the next.
  await page.route('**/api/drops/next', (route) => route.fulfill({ json: next }));

  await openWithinShop(page, '/collections');
  await expect(page.getByRole('heading', { name: 'Kolekcje', level: 1 })).toBeVisible();
  const nextCard = page.getByRole('region', { name: 'Następna kolekcja' });
  await expect(nextCard.getByRole('heading', { name: next.name })).toBeVisible();
  // Ticks every second; the bar spans the 7 days before the drop (about 6/7 gone).
  const timer = nextCard.getByRole('timer');
  const before = await timer.getAttribute('aria-label');
  await expect(timer).not.toHaveAttribute('aria-label', before!, { timeout: 3000 });
  await expect(timer).toHaveAttribute('aria-label', /^Do startu kolekcji: 1 d 1 godz\. 29 min/);
  const progress = Number(await nextCard.getByRole('progressbar').getAttribute('aria-valuenow'));
  expect(progress).toBeGreaterThanOrEqual(83);
  expect(progress).toBeLessThanOrEqual(85);

  const upcoming = page.getByRole('region', { name: 'Nadchodzące kolekcje' });
  await expect(upcoming.getByRole('link', { name: next.name })).toBeVisible();
  const past = page.getByRole('region', { name: 'Dostępne kolekcje' });
  await past.getByRole('link', { name: started.name }).click();
  await expect(page).toHaveURL(new RegExp(`/collections/${started.slug}$`));
  await expect(page.getByRole('heading', { name: started.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Kolekcja rozpoczęła się')).toBeVisible();
});

test('says when no drop is planned or the list fails', async ({ page }) => {
  await page.route('**/api/drops/next', (route) =>
    route.fulfill({
      status: 404,
      json: { statusCode: 404, code: 'NotFoundException', message: 'Nie znaleziono' },
    }),
  );
  await openWithinShop(page, '/collections');
  await expect(page.getByText('Nie znaleziono nadchodzących kolekcji!')).toBeVisible();

  await page.unroute('**/api/drops/next');
  await page.route('**/api/drops/next', (route) =>
    route.fulfill({ status: 400, json: { statusCode: 400, code: 'Test', message: 'x' } }),
  );
  await page.route('**/api/drops?*', (route) =>
    route.fulfill({ status: 400, json: { statusCode: 400, code: 'Test', message: 'x' } }),
  );
  await openWithinShop(page, '/collections');
  await expect(
    page.getByText('Błąd w ładowaniu nadchodzących kolekcji! Spróbuj ponownie później'),
  ).toBeVisible();
  await expect(page.getByText('Błąd w ładowaniu kolekcji...')).toHaveCount(2);
});

test('a missing drop and a malformed address', async ({ page }) => {
  await page.goto('/collections/nie-ma-takiej-kolekcji-123');
  await expect(page.getByText('Nie znaleziono kolekcji')).toBeVisible();
  await page.goto(`/collections/${encodeURIComponent('zła kolekcja!')}`);
  await expect(page.getByText('Nieprawidłowy adres kolekcji')).toBeVisible();
});

test('loads a drop 40 products at a time as the shopper scrolls', async ({ page, request }) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000);
  await catalogue.products(drop.id, 45, { name: unique('Kubek') });

  // The shopper reaches the bottom of the server's page before its scripts run (a slow phone):
  // the page stays there as it comes alive, and the next page comes.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`/collections/${drop.slug}`, { waitUntil: 'commit' });
  const grid = page.getByRole('list', { name: `Produkty z kolekcji ${drop.name}` });
  await expect(grid.getByRole('listitem')).toHaveCount(40);
  await grid.getByRole('listitem').last().scrollIntoViewIfNeeded();
  release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(grid.getByRole('listitem')).toHaveCount(45);
});

test('before the start shoppers wait for the countdown, staff see the products', async ({
  page,
  request,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(3 * DAY);
  const product = await catalogue.product(drop.id, { name: unique('Rower miejski') });

  await page.goto(`/collections/${drop.slug}`);
  await expect(page.getByText('Kolekcja rozpoczyna się')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Ta kolekcja nie jest jeszcze dostępna' }),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toHaveAttribute(
    'aria-label',
    /^Do startu kolekcji: 2 d 23 godz\./,
  );
  await expect(page.getByRole('link', { name: product.name })).toHaveCount(0);
  // A teaser shows what is coming at its opening price, with nothing to click.
  const teaser = page.getByRole('region', { name: 'Zapowiedź: co będzie w kolekcji' });
  await expect(teaser.getByRole('listitem').filter({ hasText: product.name })).toContainText(
    /Na start: \d+,\d{2}\s*zł/,
  );
  await expect(teaser.getByRole('link')).toHaveCount(0);
  await look(page, 'drop-teaser', { fullPage: true, bothWidths: true });
  // A shopper cannot open the product before the start either.
  await page.goto(`/product/${product.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nie znaleziono produktu' }),
  ).toBeVisible();

  await openAsStaff(page, `/collections/${drop.slug}`);
  await expect(page.getByText(/Podgląd dla personelu/)).toBeVisible();
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await page.getByRole('link', { name: product.name }).click();
  await expect(page.getByRole('button', { name: 'Produkt niedostępny' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Edytuj produkt' })).toHaveAttribute(
    'href',
    `/admin/edit-product/${product.id}`,
  );
});

/** A drop opening in 8 s with one product named `name` (made unique). */
async function openingSoon(request: APIRequestContext, name: string) {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(8_000);
  return { drop, product: await catalogue.product(drop.id, { name: unique(name) }) };
}

test('a product link opened before the opening turns into the product at it, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { product } = await openingSoon(request, 'Termos stalowy');

  await page.goto(`/product/${product.id}`);
  await expect(
    page.getByText(
      'Nie znaleziono produktu — jeśli należy do kolekcji, która jeszcze się nie rozpoczęła, pojawi się tu w chwili otwarcia.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Dodaj do koszyka' })).toBeEnabled();
});

test('the countdown ends and the product can be bought without reloading', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { drop, product } = await openingSoon(request, 'Czajnik elektryczny');

  await page.goto(`/collections/${drop.slug}`);
  await expect(
    page.getByRole('heading', { name: 'Ta kolekcja nie jest jeszcze dostępna' }),
  ).toBeVisible();
  const link = page.getByRole('link', { name: product.name });
  await expect(link).toHaveCount(0);
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('heading', { name: 'Ta kolekcja nie jest jeszcze dostępna' }),
  ).toHaveCount(0);
  await expect(page.getByText('Kolekcja rozpoczęła się')).toBeVisible();

  await link.click();
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
});
