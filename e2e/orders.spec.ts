// /orders: a payment given up in the simulator and resumed with 'Zapłać przelewem online', the
// return to the right order when an older one is paid, sorting and filtering, the phone
// layout (list, then detail) and an unknown order.
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';
import { createProducts } from './support/cart-products.ts';
import { buyerWithAddress, placeOrderAs, type Buyer } from './support/orders.ts';

const uniqueName = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

/** A logged-in shopper with a saved address, on `path`. */
async function shopperWithAddress(page: Page, request: APIRequestContext, path = '/config.json') {
  const token = await openLoggedIn(page, await registerShopper(request), path);
  return buyerWithAddress(request, token, {
    name: 'Piotr Wiśniewski',
    street: 'Polna 3',
    postalCode: '60-001',
    city: 'Poznań',
  });
}

/** A PENDING order of one piece, returning to /orders. */
async function placeOrder(request: APIRequestContext, page: Page, buyer: Buyer, productId: number) {
  const returnUrl = `${new URL(page.url()).origin}/orders?payment=return`;
  return (await placeOrderAs(request, buyer, [{ productId, quantity: 1 }], { returnUrl })).id;
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

const detail = (page: Page) => page.getByRole('region', { name: /Zamówienie nr \d+/ });
const orderButton = (page: Page, id: number) =>
  page.getByRole('button', { name: new RegExp(`Zamówienie nr ${id}\\b`) });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a payment cancelled in the simulator is resumed from /orders and paid', async ({
  page,
  request,
}) => {
  test.slow(); // checkout, the payment page twice and back
  const [product] = await createProducts(request, [
    { name: uniqueName('Plecak'), msrp: 30_000, stock: 2 },
  ]);
  const shopper = await shopperWithAddress(page, request);
  const added = await request.post(`/api/cart/items?productId=${product!.id}&quantity=1`, {
    headers: shopper.headers,
  });
  expect(added.ok()).toBe(true);

  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Kurier InPost/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByRole('radio', { name: /Przelew online/ }).check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/simulator\//);
  await page.getByRole('button', { name: 'Anuluj' }).click();

  // Back in the shop, the order waits for its payment.
  await expect(page).toHaveURL(/\/orders\?order=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText(
    `Zamówienie nr ${orderId}`,
  );
  await expect(detail(page).getByText('Czeka na płatność', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Czekamy na potwierdzenie płatności za zamówienie nr ${orderId}.`),
  ).toBeVisible();
  await expect(detail(page)).toContainText(product!.name);
  await expect(detail(page)).toContainText('Razem220,00 zł'); // 210.00 + 10.00 shipping

  await detail(page).getByRole('button', { name: 'Zapłać przelewem online' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/simulator\//);
  await expect(
    page.getByRole('heading', { name: `Płatność za zamówienie nr ${orderId}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać' }).click();

  await expect(page).toHaveURL(`/orders?order=${orderId}`);
  await expect(detail(page).getByText('Opłacone', { exact: true })).toBeVisible();
  await expect(detail(page).getByRole('button', { name: 'Zapłać przelewem online' })).toHaveCount(
    0,
  );
});

test('paying an older order comes back to that order; the list sorts and filters', async ({
  page,
  request,
}) => {
  test.slow();
  const [first, second] = await createProducts(request, [
    { name: uniqueName('Latarka'), msrp: 5_000, stock: 2 },
    { name: uniqueName('Termos'), msrp: 6_000, stock: 2 },
  ]);
  const shopper = await shopperWithAddress(page, request);
  const older = await placeOrder(request, page, shopper, first!.id);
  const newer = await placeOrder(request, page, shopper, second!.id);

  await page.goto('/orders');
  const list = page.getByRole('list', { name: 'Zamówienia' });
  await expect(list.locator(':scope > li')).toHaveCount(2);
  await expect(list.locator(':scope > li').first()).toContainText(`Zamówienie nr ${newer}`);
  await expect(page.getByText('Wybierz zamówienie z listy, aby zobaczyć szczegóły.')).toBeVisible();

  await orderButton(page, older).click();
  await expect(detail(page)).toContainText(first!.name);
  await detail(page).getByRole('button', { name: 'Zapłać przelewem online' }).click();
  await expect(
    page.getByRole('heading', { name: `Płatność za zamówienie nr ${older}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(`/orders?order=${older}`);
  await expect(
    page
      .getByRole('region', { name: 'Dziękujemy — zamówienie opłacone' })
      .getByText(`Płatność za zamówienie nr ${older} dotarła.`),
  ).toBeVisible();

  // Status badges: the paid one and the one still waiting.
  await expect(orderButton(page, older)).toContainText('Opłacone');
  await expect(orderButton(page, newer)).toContainText('Czeka na płatność');
  await expectAccessible(page);

  await choose(page, 'Status', 'Opłacone');
  await expect(list.locator(':scope > li')).toHaveCount(1);
  await expect(orderButton(page, older)).toBeVisible();
  await choose(page, 'Status', 'Czeka na płatność');
  await expect(list.locator(':scope > li')).toHaveCount(1);
  await expect(orderButton(page, newer)).toBeVisible();
  await choose(page, 'Status', 'Wszystkie');
  await expect(list.locator(':scope > li')).toHaveCount(2);

  // By status: waiting for payment comes before paid, whatever the dates.
  await choose(page, 'Sortuj według', 'Status');
  await expect(list.locator(':scope > li').first()).toContainText(`Zamówienie nr ${newer}`);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sortuj według' })).toHaveText('Status');
  await expect(list.locator(':scope > li').last()).toContainText(`Zamówienie nr ${older}`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list opens an order, and the back button returns to the list', async ({
    page,
    request,
  }) => {
    const [product] = await createProducts(request, [
      { name: uniqueName('Kubek'), msrp: 2_000, stock: 2 },
    ]);
    const shopper = await shopperWithAddress(page, request);
    const orderId = await placeOrder(request, page, shopper, product!.id);

    await page.goto('/orders');
    await orderButton(page, orderId).click();
    await expect(detail(page)).toContainText(product!.name);
    await expect(page.getByRole('list', { name: 'Zamówienia' })).toBeHidden();
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Wszystkie zamówienia' }).click();
    await expect(orderButton(page, orderId)).toBeVisible();
    await expect(detail(page)).toHaveCount(0);
  });
});

test('an order that is not the shopper’s is not found', async ({ page, request }) => {
  await openLoggedIn(page, await registerShopper(request), '/orders?order=2147483000');
  await expect(page.getByText('Nie znaleziono zamówienia')).toBeVisible();
  await expect(page.getByText('Nie masz jeszcze zamówień')).toBeVisible();
});
