// The landing page: hero, value proposition, the six categories with their Polish slugs, upcoming
// drops, and the latest-drop grid with its card rules, structured data and states.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';
import { openWithinShop } from './support/navigation.ts';

const LONG_DESCRIPTION =
  'Słuchawki po zwrocie konsumenckim, sprawdzone i wyczyszczone. Komplet z etui, kablem USB-C i instrukcją obsługi w języku polskim.';

/** Makes /drops/latest answer with `drop`, so parallel tests' drops do not interfere. */
async function latestIs(page: Page, drop: unknown) {
  await page.route('**/api/drops/latest', (route) => route.fulfill({ json: drop }));
}

test('shows the latest drop with the card rules and an item list for search engines', async ({
  page,
  request,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000);
  const headphones = await catalogue.product(drop.id, {
    name: unique('Słuchawki nauszne'),
    description: LONG_DESCRIPTION,
    msrp: 40_000,
    stock: 3,
    condition: 'USED',
  });
  const lamp = await catalogue.product(drop.id, {
    name: unique('Lampka biurkowa'),
    msrp: 10_000,
    stock: 1,
    condition: 'NEW',
  });
  await catalogue.picture(headphones.id, '#f97316');
  await latestIs(page, await (await request.get(`/api/drops/${drop.id}`)).json());

  await openWithinShop(page, '/');
  const latest = page.getByRole('region', { name: /Najnowsza kolekcja/ });
  await expect(
    latest.getByRole('heading', { name: `Najnowsza kolekcja: ${drop.name}` }),
  ).toBeVisible();

  const card = latest.getByRole('article').filter({ hasText: headphones.name });
  await expect(card.getByRole('link', { name: headphones.name })).toHaveAttribute(
    'href',
    `/product/${headphones.id}`,
  );
  // Cut to 100 characters plus '...'.
  await expect(card).toContainText(`${LONG_DESCRIPTION.slice(0, 100).trimEnd()}...`);
  await expect(card).not.toContainText(LONG_DESCRIPTION);
  await expect(card).toContainText('280,00 zł');
  await expect(card.locator('s')).toHaveText('400,00 zł');
  await expect(card).toContainText('Pozostało: 3');
  await expect(card).toContainText('Po zwrocie/używany');
  await expect(card).not.toContainText('Został tylko 1');
  await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(card.locator('img')).toHaveAttribute('srcset', /-320\.webp 320w/);

  const lampCard = latest.getByRole('article').filter({ hasText: lamp.name });
  await expect(lampCard).toContainText('Został tylko 1');
  await expect(lampCard).toContainText('Pozostało: 1');
  await expect(lampCard).toContainText('Nowy');

  const itemList = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}')).find((d) => d['@type'] === 'ItemList'),
    );
  const item = itemList.itemListElement.find(
    (element: { item: { name: string } }) => element.item.name === headphones.name,
  ).item;
  expect(item.offers).toMatchObject({ '@type': 'Offer', price: '280.00', priceCurrency: 'PLN' });
  expect(item.url).toMatch(new RegExp(`/product/${headphones.id}$`));

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/product/${headphones.id}$`));
});

test('leads to /explore and to the six featured categories', async ({ page }) => {
  await page.goto('/');
  const categories = page.getByRole('region', { name: 'Kategorie' });
  const expected = [
    ['Elektronika', '/category/elektronika'],
    ['Odzież', `/category/${encodeURIComponent('odzież')}`],
    ['Dom i Ogród', `/category/${encodeURIComponent('dom-i-ogród')}`],
    ['Sport', '/category/sport'],
    ['Zabawki', '/category/zabawki'],
    ['Akcesoria', '/category/akcesoria'],
  ];
  await expect(categories.getByRole('link')).toHaveCount(6);
  for (const [name, href] of expected) {
    await expect(categories.getByRole('link', { name })).toHaveAttribute('href', href!);
  }
  await expect(page.getByText('Ekskluzywne kolekcje')).toBeVisible();
  await expect(page.getByText('Niskie ceny')).toBeVisible();
  await expect(page.getByText('Produkty od 1 zł')).toBeVisible();
  await expect(page.getByText(/Dotyczy wybranych produktów/)).toBeVisible();
  // The 30-day lowest price is that of the 30 days before each reduction (decision 017).
  await expect(
    page.getByText(/Przy każdej obniżce pokazujemy najniższą cenę z 30 dni przed nią\./),
  ).toBeVisible();
  await expect(page.getByText(/z ostatnich 30 dni/)).toHaveCount(0);

  await categories.getByRole('link', { name: 'Dom i Ogród' }).click();
  await expect(page.getByRole('heading', { name: 'Dom i Ogród', level: 1 })).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: 'Odkrywaj produkty' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('heading', { name: 'Odkrywaj', level: 1 })).toBeVisible();
});

test('lists the upcoming drop with its countdown', async ({ page, request }) => {
  const catalogue = await Catalogue.asStaff(request);
  const upcoming = await catalogue.drop(2 * 86_400_000);
  // Parallel tests create upcoming drops too: this one is made the only one.
  await page.route('**/api/drops?*upcoming=true*', (route) =>
    route.fulfill({ json: { items: [upcoming], totalCount: 1 } }),
  );

  await openWithinShop(page, '/');
  const section = page.getByRole('region', { name: 'Nadchodzące kolekcje' });
  await expect(section.getByRole('heading', { name: upcoming.name })).toBeVisible();
  const timer = section.getByRole('timer');
  const first = await timer.getAttribute('aria-label');
  await expect(timer).not.toHaveAttribute('aria-label', first!, { timeout: 3000 });
  await section.getByRole('link', { name: 'Zobacz kolekcję' }).click();
  await expect(page).toHaveURL(new RegExp(`/collections/${upcoming.slug}$`));
});

test.describe('latest drop states', () => {
  test('a skeleton of 3 while loading', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/drops/latest', async (route) => {
      await held;
      await route.fulfill({
        status: 404,
        json: { statusCode: 404, code: 'NotFoundException', message: 'Nie znaleziono kolekcji' },
      });
    });
    await openWithinShop(page, '/');
    const latest = page.getByRole('region', { name: /Najnowsza kolekcja/ });
    await expect(latest.getByTestId('product-card-skeleton')).toHaveCount(3);
    release();
    await expect(
      latest.getByText('Brak dostępnych przedmiotów z ostatniej kolekcji.'),
    ).toBeVisible();
    await expect(latest.getByTestId('product-card-skeleton')).toHaveCount(0);
  });

  test('the error text when the drop cannot be loaded', async ({ page }) => {
    await page.route('**/api/drops/latest', (route) =>
      route.fulfill({ status: 400, json: { statusCode: 400, code: 'Test', message: 'x' } }),
    );
    await openWithinShop(page, '/');
    await expect(
      page.getByText('Nie udało się załadować przedmiotów z ostatniej kolekcji'),
    ).toBeVisible();
  });

  test('the empty text when the latest drop has nothing left', async ({ page, request }) => {
    const catalogue = await Catalogue.asStaff(request);
    const drop = await catalogue.drop(-3_600_000);
    const soldOut = await catalogue.product(drop.id, { stock: 1 });
    await catalogue.update(soldOut, { stock: 0 });
    await latestIs(page, await (await request.get(`/api/drops/${drop.id}`)).json());
    await openWithinShop(page, '/');
    await expect(page.getByText('Brak dostępnych przedmiotów z ostatniej kolekcji.')).toBeVisible();
  });
});
