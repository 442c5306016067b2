// The cart as a guest and as a logged-in shopper: adding from the product page, the guest
// cart moving to the account on login, quantity changes, removal, flagged lines, empty state.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';
import { createProducts, staffToken, updateStock } from './support/cart-products.ts';

/** The header's Koszyk link, whose name carries the cart's piece count. */
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Koszyk/ });

async function addThroughApi(
  request: APIRequestContext,
  token: string,
  productId: number,
  quantity: number,
) {
  const response = await request.post(
    `/api/cart/items?productId=${productId}&quantity=${quantity}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(response.status()).toBe(200);
}

test('a guest cart moves to the account on login, item by item', async ({ page, request }) => {
  test.slow(); // two product pages, the cart twice and a login
  const [lamp, speaker, kept] = await createProducts(request, [
    { name: 'Lampa stojąca', msrp: 20_000, stock: 4 },
    { name: 'Głośnik przenośny', msrp: 10_000, stock: 2 },
    { name: 'Plecak miejski', msrp: 30_000, stock: 5 },
  ]);
  // The account already holds a line, which stays next to the moved ones.
  const shopper = await registerShopper(request);
  const login = await request.post('/api/auth/login', { data: shopper });
  await addThroughApi(request, (await login.json()).token, kept!.id, 1);

  await page.goto(`/product/${lamp!.id}`);
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await page.keyboard.press('Escape');
  await page.goto(`/product/${speaker!.id}`);
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await page.keyboard.press('Escape');

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Koszyk', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lampa stojąca' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Głośnik przenośny' })).toBeVisible();
  // Day 1 price: 70 % of msrp; shipping 10 zł.
  const summary = page.getByRole('region', { name: 'Podsumowanie' });
  await expect(summary).toContainText('210,00 zł');
  await expect(summary).toContainText('220,00 zł');
  // Nothing in a cart is held: the shopper is told before counting on it.
  await expect(summary).toContainText('Produkty w koszyku nie są dla Ciebie zarezerwowane');
  await expect(cartLink(page)).toHaveAccessibleName(/2 szt\. w koszyku/);

  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(shopper.email);
  await form.getByLabel('Hasło', { exact: true }).fill(shopper.password);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' })).toBeVisible();

  // The header turns to "logged in" at once; the lines move to the account right after.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('shop.guestCart'))).toBeNull();
  await page.goto('/cart');
  for (const name of ['Lampa stojąca', 'Głośnik przenośny', 'Plecak miejski']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await expect(cartLink(page)).toHaveAccessibleName(/3 szt\. w koszyku/);
  await expect(page.getByRole('region', { name: 'Podsumowanie' })).toContainText('430,00 zł');
});

test('a shopper changes quantities and removes lines; the empty cart says so', async ({
  page,
  request,
}) => {
  const [jacket, shoes] = await createProducts(request, [
    { name: 'Kurtka zimowa', msrp: 50_000, stock: 3 },
    { name: 'Buty trekkingowe', msrp: 40_000, stock: 1 },
  ]);
  const token = await openLoggedIn(page, await registerShopper(request), '/');
  await addThroughApi(request, token, jacket!.id, 1);
  await addThroughApi(request, token, shoes!.id, 1);
  await page.goto('/cart');

  const summary = page.getByRole('region', { name: 'Podsumowanie' });
  await expect(summary).toContainText('630,00 zł'); // 350 + 280
  const quantity = page.getByLabel('Ilość – Kurtka zimowa');
  await expect(quantity.locator('option')).toHaveText(['1', '2', '3']);
  await quantity.selectOption('3');
  await expect(summary).toContainText('1 330,00 zł'); // 3 x 350 + 280
  await expect(page.getByLabel('Ilość – Buty trekkingowe').locator('option')).toHaveText(['1']);

  await page.getByRole('button', { name: 'Usuń z koszyka: Buty trekkingowe' }).click();
  await expect(page.getByRole('link', { name: 'Buty trekkingowe' })).toHaveCount(0);
  await expect(summary).toContainText('1 050,00 zł');

  await page.reload();
  await expect(page.getByLabel('Ilość – Kurtka zimowa')).toHaveValue('3');
  await page.getByRole('button', { name: 'Usuń z koszyka: Kurtka zimowa' }).click();
  await expect(page.getByText('Twój koszyk jest pusty')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Kontynuuj zakupy' }),
  ).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Zaloguj się' })).toHaveCount(0);
});

test('a guest with an empty cart is offered shopping and logging in', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveTitle(/Koszyk/);
  const main = page.getByRole('main');
  await expect(main.getByText('Twój koszyk jest pusty')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Kontynuuj zakupy' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
});

test('a guest changes quantities in the local cart and it survives a reload', async ({
  page,
  request,
}) => {
  test.slow(); // the product page, the cart and a reload
  const [mug] = await createProducts(request, [{ name: 'Kubek termiczny', msrp: 5_000, stock: 4 }]);
  await page.goto(`/product/${mug!.id}`);
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  await page.getByLabel('Ilość – Kubek termiczny').selectOption('4');
  await page.reload();
  await expect(page.getByLabel('Ilość – Kubek termiczny')).toHaveValue('4');
  await expect(page.getByRole('region', { name: 'Podsumowanie' })).toContainText('140,00 zł');
  await page.getByRole('button', { name: 'Usuń z koszyka: Kubek termiczny' }).click();
  await expect(page.getByText('Twój koszyk jest pusty')).toBeVisible();
});

test('a line whose product sold out stays, flagged and out of the total', async ({
  page,
  request,
}) => {
  const [watch, bag] = await createProducts(request, [
    { name: 'Zegarek sportowy', msrp: 20_000, stock: 2 },
    { name: 'Torba podróżna', msrp: 10_000, stock: 2 },
  ]);
  const token = await openLoggedIn(page, await registerShopper(request), '/');
  await addThroughApi(request, token, watch!.id, 1);
  await addThroughApi(request, token, bag!.id, 1);
  await updateStock(request, await staffToken(request), watch!, 0);

  await page.goto('/cart');
  await expect(page.getByText('Sprzedany', { exact: true })).toBeVisible();
  // A sold line has no quantity to choose.
  await expect(page.getByLabel('Ilość – Zegarek sportowy')).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Podsumowanie' });
  await expect(summary).toContainText('Wartość produktów70,00 zł');
  await expect(summary).toContainText('nie są wliczone do sumy');
  await expect(summary.getByRole('link', { name: 'Przejdź do kasy' })).toHaveAttribute(
    'href',
    '/checkout',
  );
});

test('a cart with nothing to buy totals 0 zł: no delivery is charged for nothing', async ({
  page,
  request,
}) => {
  const [lamp] = await createProducts(request, [{ name: 'Lampka nocna', msrp: 10_000, stock: 1 }]);
  const token = await openLoggedIn(page, await registerShopper(request), '/');
  await addThroughApi(request, token, lamp!.id, 1);
  await updateStock(request, await staffToken(request), lamp!, 0);

  await page.goto('/cart');
  await expect(page.getByText('Sprzedany', { exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Podsumowanie' });
  await expect(summary.getByRole('button', { name: 'Przejdź do kasy' })).toBeDisabled();
  await expect(summary).toContainText('Dostawa0,00 zł');
  await expect(summary).toContainText('Do zapłaty0,00 zł');
});

test('the cart page has no serious accessibility problems', async ({ page, request }) => {
  test.slow(); // the product page, the cart and a full axe scan
  const [item] = await createProducts(request, [{ name: 'Koc bawełniany', msrp: 8_000, stock: 3 }]);
  await openLoggedIn(page, await registerShopper(request), `/product/${item!.id}`);
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Koc bawełniany' })).toBeVisible();
  // The cart's own content; the header and footer are checked with the shell.
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
