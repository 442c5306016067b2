// /coupons 'Moje kupony': adding a coupon by code with its messages, and the table of
// the shopper's coupons as Dostępny, Wykorzystany or Niedostępny.
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';
import { createProducts, staffToken } from './support/cart-products.ts';
import { buyerWithAddress, placeOrderAs } from './support/orders.ts';
import { toasts } from './support/toasts.ts';

/** A coupon made by staff through the API; answers its code and id. */
async function createCoupon(request: APIRequestContext, extra: Record<string, unknown> = {}) {
  const code = `E2E-${randomBytes(4).toString('hex').toUpperCase()}`;
  const response = await request.post('/api/coupons', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: {
      code,
      discountType: 'PERCENTAGE_OFF_ORDER',
      discountValue: 15,
      usageLimit: 5,
      ...extra,
    },
  });
  if (response.status() !== 201) throw new Error(`coupon: ${await response.text()}`);
  return { code, id: ((await response.json()) as { id: number }).id };
}

/** No serious or critical accessibility problems in the page's own content. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const codeField = (page: Page) => page.getByLabel('Kod kuponu');
const addButton = (page: Page) => page.getByRole('button', { name: 'Dodaj kupon' });

test('adding a coupon by code shows its messages', async ({ page, request }) => {
  const { code } = await createCoupon(request);
  await openLoggedIn(page, await registerShopper(request), '/coupons');
  await expect(page.getByRole('heading', { name: 'Moje kupony' })).toBeVisible();
  await expect(page.getByText('Nie masz jeszcze kuponów')).toBeVisible();

  await addButton(page).click();
  await expect(page.getByText('Proszę podać kod kuponu')).toBeVisible();
  await codeField(page).fill('   ');
  await addButton(page).click();
  await expect(page.getByText('Proszę podać kod kuponu')).toBeVisible();

  await codeField(page).fill('NIE-MA-TAKIEGO-KODU');
  await addButton(page).click();
  await expect(page.getByText('Nie znaleziono kuponu o podanym kodzie')).toBeVisible();

  // Trimmed, and codes are not case-sensitive.
  await codeField(page).fill(`  ${code.toLowerCase()} `);
  await addButton(page).click();
  await expect(toasts(page).getByText('Kupon został dodany')).toBeVisible();
  await expect(codeField(page)).toHaveValue('');
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('15% rabatu na zamówienie');
  await expect(row).toContainText('Bezterminowo');
  await expect(row).toContainText('Dostępny');

  await codeField(page).fill(code);
  await addButton(page).click();
  await expect(
    page.getByText('Nieprawidłowy kod kuponu lub kupon już został przypisany'),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(1);

  // Any other refusal (here: too many requests) has the general message.
  await page.route('**/api/coupons/assign', (route) =>
    route.fulfill({
      status: 429,
      json: { statusCode: 429, code: 'TooManyRequests', message: 'Za dużo prób' },
    }),
  );
  await codeField(page).fill('COKOLWIEK');
  await addButton(page).click();
  await expect(page.getByText('Wystąpił błąd podczas dodawania kuponu')).toBeVisible();
});

test('the table shows coupons as Dostępny, Wykorzystany and Niedostępny', async ({
  page,
  request,
}) => {
  const dayMs = 24 * 60 * 60 * 1000;
  const available = await createCoupon(request, {
    discountType: 'FIXED_AMOUNT_OFF_CHEAPEST_PRODUCT',
    discountValue: 500,
    minimumProductPrice: 2000,
    validUntil: new Date(Date.now() + 30 * dayMs).toISOString(),
  });
  const later = await createCoupon(request, {
    discountType: 'FREE_SHIPPING',
    discountValue: 0,
    validFrom: new Date(Date.now() + 7 * dayMs).toISOString(),
  });
  const spent = await createCoupon(request);
  const token = await openLoggedIn(page, await registerShopper(request), '/config.json');
  const headers = { authorization: `Bearer ${token}` };
  for (const { code } of [available, later, spent]) {
    expect(
      (await request.post('/api/users/me/coupons', { headers, data: { code } })).status(),
    ).toBe(201);
  }
  // An order placed with a coupon uses it up for this shopper.
  const [product] = await createProducts(request, [
    { name: `Lusterko ${randomBytes(4).toString('hex')}`, msrp: 10_000, stock: 2 },
  ]);
  const buyer = await buyerWithAddress(request, token);
  await placeOrderAs(request, buyer, [{ productId: product!.id, quantity: 1 }], {
    returnUrl: `${new URL(page.url()).origin}/orders?payment=return`,
    couponId: spent.id,
  });

  await page.goto('/coupons');
  const row = (code: string) => page.getByRole('row', { name: new RegExp(code) });
  await expect(row(available.code)).toContainText('Dostępny');
  await expect(row(available.code)).toContainText('5,00 zł rabatu na najtańszy produkt');
  await expect(row(available.code)).toContainText('Produkt od 20,00 zł');
  await expect(row(available.code)).toContainText(/do \d/);
  await expect(row(later.code)).toContainText('Niedostępny');
  await expect(row(later.code)).toContainText('Darmowa dostawa');
  await expect(row(spent.code)).toContainText('Wykorzystany');
  await expectAccessible(page);
});

test('a failed list load says so', async ({ page, request }) => {
  await page.route('**/api/users/me/coupons**', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 429,
          json: { statusCode: 429, code: 'TooManyRequests', message: 'Za dużo zapytań' },
        })
      : route.fallback(),
  );
  await openLoggedIn(page, await registerShopper(request), '/coupons');
  await expect(page.getByText('Nie udało się pobrać listy kuponów')).toBeVisible();
});
