// BLIK without a code on a 390 px phone (docs/payments-blik.md), with the built-in simulator's
// rule: a confirmed code remembers BLIK in the "bank app" its fourth digit names, and one
// remembered with 777068 has expired by its next payment; a BLIK remembered with a 778xxx code
// waits, as that code did, for the shopper to confirm in the bank app (the simulator's "Zapłać").
// The shopper pays the first order with 778123 ticking „Zapamiętaj BLIK w tym sklepie”, the
// second with „Zapłać BLIK-iem bez kodu” (no code typed) without leaving the shop; a refused
// remembered BLIK falls back to the code.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { createProducts } from './support/cart-products.ts';
import { look } from './support/look.ts';
import { visitedOrigins } from './support/navigation.ts';
import {
  buyerWithAddress,
  payInSimulator,
  paymentUrlOf,
  placeOrderAs,
  type Buyer,
} from './support/orders.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';
import { toasts } from './support/toasts.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const detail = (page: Page) => page.getByRole('region', { name: /Zamówienie nr \d+/ });

async function aPiece(request: APIRequestContext) {
  const [product] = await createProducts(request, [
    { name: `Lampka ${randomBytes(4).toString('hex')}`, msrp: 9_000, stock: 1 },
  ]);
  return product!.id;
}

/** One new piece in the buyer's cart, and the checkout at its last step, by courier. */
async function atConfirmation(page: Page, request: APIRequestContext, buyer: Buyer) {
  const added = await request.post(
    `/api/cart/items?productId=${await aPiece(request)}&quantity=1`,
    {
      headers: buyer.headers,
    },
  );
  expect(added.ok()).toBe(true);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Kurier InPost/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('radio', { name: /^BLIK/ })).toBeChecked();
}

/** The shopper confirms the BLIK payment of the order the page shows in the bank app. */
async function confirmInBankApp(page: Page, request: APIRequestContext, buyer: Buyer) {
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  await payInSimulator(request, await paymentUrlOf(request, buyer, orderId));
}

async function paidOnThePage(page: Page) {
  await expect(detail(page).getByText('Opłacone', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
}

test('the first order remembers BLIK, the second is paid without a code', async ({
  page,
  request,
}) => {
  test.slow(); // two checkouts
  const origins = visitedOrigins(page);
  const token = await openLoggedIn(page, await registerShopper(request), '/config.json');
  const buyer = await buyerWithAddress(request, token);

  await atConfirmation(page, request, buyer);
  const remember = page.getByRole('checkbox', { name: 'Zapamiętaj BLIK w tym sklepie' });
  await expect(remember).not.toBeChecked();
  await page.getByLabel('Kod BLIK').fill('778123');
  await remember.check();
  await look(page, 'blik-remember-390', { fullPage: true });
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/\/orders\?order=\d+$/);
  await expect(detail(page)).toContainText('Potwierdź płatność w aplikacji banku');
  await confirmInBankApp(page, request, buyer);
  await paidOnThePage(page);

  await atConfirmation(page, request, buyer);
  const oneClick = page.getByRole('radio', { name: /Zapłać BLIK-iem bez kodu/ });
  await expect(oneClick).toBeChecked();
  await expect(oneClick.locator('xpath=ancestor::label')).toContainText('„Outlet Drop”');
  await expect(page.getByRole('textbox', { name: 'Kod BLIK' })).toHaveCount(0);
  await look(page, 'blik-one-click-checkout-390', { fullPage: true });
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/\/orders\?order=\d+$/);
  const waiting = detail(page).getByRole('status').filter({ hasText: 'Potwierdź płatność' });
  await expect(waiting).toContainText('Potwierdź płatność w aplikacji banku');
  // While the bank app confirms, the piece's hold is counted down beside it.
  await expect(waiting).toContainText('Zarezerwowane dla Ciebie jeszcze');
  await look(page, 'blik-one-click-waiting-390', { fullPage: true });
  await confirmInBankApp(page, request, buyer);
  await paidOnThePage(page);
  expect([...origins]).toEqual([new URL(page.url()).origin]);

  // Settings list it, and forget it.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Bezpieczeństwo' }).click();
  await expect(page.getByText(/^W aplikacji banku jako/)).toContainText('„Outlet Drop”');
  await look(page, 'blik-alias-settings', { bothWidths: true });
  await page.getByRole('button', { name: 'Zapomnij BLIK' }).click();
  await expect(toasts(page).getByText('Sklep zapomniał Twój BLIK')).toBeVisible();
  await expect(page.getByText(/^Nie masz zapamiętanego BLIK-a\./)).toBeVisible();
});

test('a remembered BLIK the bank refuses falls back to the code field at once', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await openLoggedIn(page, await registerShopper(request), '/config.json');
  const buyer = await buyerWithAddress(request, token);
  // BLIK remembered with 777068 on an order paid through the API: it has expired by the next.
  const first = await placeOrderAs(
    request,
    buyer,
    [{ productId: await aPiece(request), quantity: 1 }],
    {
      returnUrl: '/orders',
    },
  );
  const sent = await request.post(`/api/orders/${first.id}/blik`, {
    headers: buyer.headers,
    data: { code: '777068', remember: true },
  });
  expect(((await sent.json()) as { status: string }).status).toBe('WAITING');
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get('/api/users/me/blik-alias', { headers: buyer.headers })
          ).json()) as {
            alias: unknown;
          }
        ).alias,
      { timeout: 15_000 },
    )
    .not.toBeNull();

  await atConfirmation(page, request, buyer);
  await expect(page.getByRole('radio', { name: /Zapłać BLIK-iem bez kodu/ })).toBeChecked();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/\/orders\?order=\d+$/);
  await expect(detail(page).getByRole('alert')).toHaveText(
    'Zapamiętany BLIK wygasł w aplikacji banku. Wpisz kod BLIK: przy tej płatności możesz zapamiętać go ponownie.',
  );
  await expect(detail(page).getByRole('button', { name: 'Zapłać BLIK-iem bez kodu' })).toHaveCount(
    0,
  );
  await look(page, 'blik-alias-refused-390', { fullPage: true });
  await detail(page).getByLabel('Kod BLIK').fill('777123');
  await detail(page).getByRole('button', { name: 'Zapłać', exact: true }).click();
  await paidOnThePage(page);
});

test('a BLIK remembered in two bank apps asks which one confirms, and pays there', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await openLoggedIn(page, await registerShopper(request), '/config.json');
  const buyer = await buyerWithAddress(request, token);
  const paidByCode = async (code: string) => {
    const order = await placeOrderAs(
      request,
      buyer,
      [{ productId: await aPiece(request), quantity: 1 }],
      { returnUrl: '/orders' },
    );
    await request.post(`/api/orders/${order.id}/blik`, {
      headers: buyer.headers,
      data: { code, remember: true },
    });
    if (code.startsWith('778')) await payInSimulator(request, order.paymentUrl);
    await expect
      .poll(
        async () =>
          (
            (await (
              await request.get(`/api/orders/${order.id}/blik`, { headers: buyer.headers })
            ).json()) as { status: string }
          ).status,
        { timeout: 15_000 },
      )
      .toBe('PAID');
  };
  // 777123 comes from mBank's app, 778456 from Pekao's (the simulator's rule): the BLIK then
  // waits for the bank app's confirmation, as 778456 did.
  await paidByCode('777123');
  await paidByCode('778456');

  const order = await placeOrderAs(
    request,
    buyer,
    [{ productId: await aPiece(request), quantity: 1 }],
    { returnUrl: '/orders' },
  );
  await page.goto(`/orders?order=${order.id}`);
  await detail(page).getByRole('button', { name: 'Zapłać BLIK-iem bez kodu' }).click();
  const apps = detail(page).getByRole('group', { name: 'Aplikacja banku' });
  await expect(apps.getByRole('button')).toHaveText(['mBank', 'Pekao']);
  await expect(detail(page).getByRole('status').first()).toHaveText(
    'Ten BLIK jest zapamiętany w kilku aplikacjach banków: wybierz, w której potwierdzisz.',
  );
  await expect(detail(page).getByRole('alert')).toHaveCount(0);
  await look(page, 'blik-choose-app-390', { fullPage: true });
  await apps.getByRole('button', { name: 'Pekao' }).click();
  await expect(detail(page)).toContainText('Potwierdź płatność w aplikacji banku');
  await payInSimulator(request, order.paymentUrl);
  await paidOnThePage(page);
});
