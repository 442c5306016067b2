// BLIK typed in the shop on a 390 px phone (docs/payments-blik.md), with the built-in payment
// simulator's rule: 778xxx waits until the shopper confirms in the "bank app" (the simulator's
// page, its "Zapłać"), 111111 is a wrong code. The shopper never leaves the shop's origin: the
// code goes with the order, the order page shows "Potwierdź płatność w aplikacji banku" with its
// countdown for as long as the bank app has not confirmed, then the paid order.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { createProducts } from './support/cart-products.ts';
import { look } from './support/look.ts';
import { visitedOrigins } from './support/navigation.ts';
import { buyerWithAddress, payInSimulator, paymentUrlOf, type Buyer } from './support/orders.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const detail = (page: Page) => page.getByRole('region', { name: /Zamówienie nr \d+/ });

/**
 * A logged-in shopper with a saved address and one piece in the cart, at checkout's last step;
 * by courier, or to a parcel locker found by InPost's search (the ShipX stand-in's points).
 */
async function atConfirmation(
  page: Page,
  request: APIRequestContext,
  locker = false,
): Promise<Buyer> {
  const [product] = await createProducts(request, [
    { name: `Czajnik ${randomBytes(4).toString('hex')}`, msrp: 12_000, stock: 1 },
  ]);
  const token = await openLoggedIn(page, await registerShopper(request), '/config.json');
  const buyer = await buyerWithAddress(request, token, {
    name: 'Ola Nowak',
    street: 'Lipowa 7',
    postalCode: '20-001',
    city: 'Lublin',
  });
  const added = await request.post(`/api/cart/items?productId=${product!.id}&quantity=1`, {
    headers: buyer.headers,
  });
  expect(added.ok()).toBe(true);
  await page.goto('/checkout');
  if (locker) {
    await page.getByRole('radio', { name: /Paczkomat InPost/ }).check();
    await page.getByLabel('Znajdź paczkomat').fill('Lublin');
    await page.getByLabel('Znajdź paczkomat').press('Enter');
    await page.getByRole('radio', { name: /LUB02M/ }).check();
    await expect(
      page.getByText('Wybrany paczkomat: LUB02M, Lipowa 12, 20-020 Lublin'),
    ).toBeVisible();
    await look(page, 'locker-search-390');
  } else {
    await page.getByRole('radio', { name: /Kurier InPost/ }).check();
  }
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('radio', { name: /^BLIK/ })).toBeChecked();
  return buyer;
}

/** The order the page shows, and the shopper confirming its BLIK in the bank app. */
async function confirmInBankApp(page: Page, request: APIRequestContext, buyer: Buyer) {
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  await payInSimulator(request, await paymentUrlOf(request, buyer, orderId));
}

test('a shopper pays with BLIK "778 123" and lands on the paid order without leaving the shop', async ({
  page,
  request,
}) => {
  test.slow();
  const origins = visitedOrigins(page);
  const buyer = await atConfirmation(page, request);
  const submit = page.getByRole('button', { name: 'Zamawiam i płacę' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('Wpisz 6-cyfrowy kod BLIK, aby złożyć zamówienie.')).toBeVisible();
  const code = page.getByLabel('Kod BLIK');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('778 123');
  await look(page, 'blik-checkout-390');
  await submit.click();

  await expect(page).toHaveURL(/\/orders\?order=\d+$/);
  const waiting = detail(page).getByRole('status').filter({ hasText: 'Potwierdź płatność' });
  await expect(waiting).toContainText('Potwierdź płatność w aplikacji banku');
  await expect(waiting).toContainText(/Masz na to 0[12]:\d\d/);
  await look(page, 'blik-waiting-390');
  // The bank app (the simulator's page, beside the shop) names the waiting BLIK payment.
  const paymentUrl = await paymentUrlOf(
    request,
    buyer,
    Number(new URL(page.url()).searchParams.get('order')),
  );
  const bank = await page.context().newPage();
  await bank.goto(paymentUrl);
  await expect(bank.getByText('BLIK — potwierdzenie w aplikacji banku')).toBeVisible();
  await look(bank, 'simulator-blik-390');
  await bank.close();
  await expect(waiting).toContainText('Potwierdź płatność w aplikacji banku');
  await payInSimulator(request, paymentUrl);
  await expect(detail(page).getByText('Opłacone', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(detail(page).getByLabel('Kod BLIK')).toHaveCount(0);
  // The BLIK path ends as every payment does: the thank-you and what happens next.
  const thanks = page.getByRole('region', { name: 'Dziękujemy — zamówienie opłacone' });
  await expect(thanks).toContainText('Co dalej?');
  await expect(thanks).toContainText('numerem do śledzenia przesyłki');
  await look(page, 'blik-paid', { bothWidths: true });
  // The list says the same as the pane: paid, not waiting.
  await page.getByRole('button', { name: 'Wszystkie zamówienia' }).click();
  const listed = page.getByRole('list', { name: 'Zamówienia' }).getByRole('listitem').first();
  await expect(listed.getByText('Opłacone', { exact: true })).toBeVisible();
  await expect(listed.getByText('Czeka na płatność')).toHaveCount(0);
  expect([...origins]).toEqual([new URL(page.url()).origin]);
});

test('a wrong BLIK code is refused in Polish, and a new one pays the same order', async ({
  page,
  request,
}) => {
  test.slow();
  const buyer = await atConfirmation(page, request, true);
  await page.getByLabel('Kod BLIK').fill('111111');
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();

  await expect(page).toHaveURL(/\/orders\?order=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('order');
  await expect(detail(page).getByRole('alert')).toHaveText(
    'Nieprawidłowy kod BLIK. Wygeneruj nowy kod w aplikacji banku i wpisz go ponownie.',
  );
  await expect(detail(page).getByText('Czeka na płatność', { exact: true })).toBeVisible();
  await look(page, 'blik-refused-390');
  // A half-typed code is caught on the page.
  await detail(page).getByLabel('Kod BLIK').fill('777');
  await detail(page).getByRole('button', { name: 'Zapłać', exact: true }).click();
  await expect(detail(page).getByText('Kod BLIK ma 6 cyfr')).toBeVisible();

  await detail(page).getByLabel('Kod BLIK').fill('778123');
  await detail(page).getByRole('button', { name: 'Zapłać', exact: true }).click();
  await expect(detail(page)).toContainText('Potwierdź płatność w aplikacji banku');
  await confirmInBankApp(page, request, buyer);
  await expect(detail(page).getByText('Opłacone', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  expect(new URL(page.url()).searchParams.get('order')).toBe(orderId);
  await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText(
    `Zamówienie nr ${orderId}`,
  );
});
