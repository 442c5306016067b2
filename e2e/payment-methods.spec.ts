// The payment method chosen at checkout (docs/payment-methods.md), on a server of this file's
// own that pays through the Przelewy24 stand-in: the list renders from the stand-in's
// payment/methods, a deferred payment carries the credit warning, the chosen bank needs
// Przelewy24's statement, and the transaction the shopper is sent to is registered with it.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { createProducts } from './support/cart-products.ts';
import { look } from './support/look.ts';
import { buyerWithAddress } from './support/orders.ts';
import { startOwnServer, type ShopServer } from './support/own-server.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';
import { startFakePrzelewy24, type FakePrzelewy24 } from '../tools/fakes/przelewy24.ts';

const keys = { merchantId: 51_001, posId: 51_001, apiKey: 'e2e-p24-key', crc: 'e2e-p24-crc' };

test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

let fake: FakePrzelewy24;
let server: ShopServer;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000); // a fresh database is migrated at start-up
  fake = await startFakePrzelewy24(keys);
  server = await startOwnServer({
    ...fake.shopSettings(),
  });
  api = await playwright.request.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await fake?.close();
});

test('checkout lists Przelewy24’s methods and sends the shopper straight into the chosen bank', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    const [product] = await createProducts(api, [
      { name: `Ekspres ${randomBytes(4).toString('hex')}`, msrp: 45_000, stock: 1 },
    ]);
    const token = await openLoggedIn(page, await registerShopper(api), '/config.json');
    const buyer = await buyerWithAddress(api, token);
    const added = await api.post(`/api/cart/items?productId=${product!.id}&quantity=1`, {
      headers: buyer.headers,
    });
    expect(added.ok()).toBe(true);
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /Kurier InPost/ }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByRole('radio', { name: /^Przelew online/ }).check();

    const methods = page.getByRole('group', { name: /Sposób płatności/ });
    await expect(page.getByRole('radio', { name: 'Wybiorę na stronie Przelewy24' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Karta płatnicza' })).toContainText(
      'Karta płatnicza',
    );
    await expect(page.getByRole('group', { name: 'Przelew z Twojego banku' })).toContainText(
      'mTransfer',
    );
    const deferred = page.getByRole('group', { name: 'Płatność odroczona' });
    await expect(deferred).toContainText('PayPo');
    await expect(deferred).toContainText('Uwaga! Pożyczanie pieniędzy kosztuje.');
    // BLIK is paid in the shop, not from this list.
    await expect(methods.getByRole('radio', { name: 'BLIK' })).toHaveCount(0);

    await page.getByRole('radio', { name: 'mTransfer' }).check();
    const submit = page.getByRole('button', { name: 'Zamawiam i płacę' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText('Zaznacz oświadczenie o regulaminie Przelewy24')).toBeVisible();
    const statement = page.getByRole('checkbox', {
      name: 'Oświadczam, że zapoznałem się z regulaminem i obowiązkiem informacyjnym serwisu Przelewy24',
    });
    await expect(statement).not.toBeChecked();
    await expect(page.getByRole('link', { name: 'regulaminem' })).toHaveAttribute(
      'href',
      'https://www.przelewy24.pl/regulamin',
    );
    await statement.check();
    await look(page, 'payment-methods-390', { fullPage: true });
    await submit.click();

    await page.waitForURL(`${fake.url}/trnRequest/**`);
    const registered = [...fake.transactions.values()].at(-1)!;
    expect(registered).toMatchObject({ method: 25, regulationAccept: true });
  } finally {
    await context.close();
  }
});
