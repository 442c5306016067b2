// Layout on a 390 px phone where long content or unusual states used to push past the screen:
// a reserved product's page (its sticky bar), a long unbroken product name on a card, on its
// page and in the cart. Nothing may be wider than the screen.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { createProducts } from './support/cart-products.ts';
import { look } from './support/look.ts';
import { buyerWithAddress, placeOrderAs } from './support/orders.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** How far the page reaches past the screen's right edge (0: not at all). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a reserved product, a long unbroken name on cards, its page and the cart fit the screen', async ({
  page,
  request,
}) => {
  test.slow();
  const long = `Odkurzacz${'Bezprzewodowy'.repeat(4)}${randomBytes(3).toString('hex')}`;
  const [taken, named] = await createProducts(request, [
    {
      name: `Ekspres do kawy ciśnieniowy ${randomBytes(3).toString('hex')}`,
      msrp: 90_000,
      stock: 1,
    },
    { name: long, msrp: 50_000, stock: 2 },
  ]);
  const token = await openLoggedIn(page, await registerShopper(request), '/config.json');
  const buyer = await buyerWithAddress(request, token, {
    name: 'Jan Nowak',
    street: 'Krótka 3',
    postalCode: '90-001',
    city: 'Łódź',
  });
  await placeOrderAs(request, buyer, [{ productId: taken!.id, quantity: 1 }], {
    returnUrl: '/orders',
  });

  // The reserved product's page: its sticky bar with "Produkt zarezerwowany".
  await page.goto(`/product/${taken!.id}`);
  const bar = page.getByTestId('buy-bar');
  await expect(bar.getByRole('button', { name: 'Produkt zarezerwowany' })).toBeDisabled();
  expect(await overflow(page)).toBe(0);
  const box = (await bar.getByRole('button').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Delivery beside the price: both methods with cost and time.
  const delivery = page.getByRole('region', { name: 'Dostawa' });
  await expect(delivery).toContainText('Kurier InPost10,00 zł');
  await expect(delivery).toContainText('Paczkomat InPost10,00 zł');
  await expect(delivery).toContainText('1–2 dni robocze');
  await look(page, 'reserved-product-390', { fullPage: true });

  // The long name: its page, its drop's card, the cart.
  await page.goto(`/product/${named!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(long);
  expect(await overflow(page)).toBe(0);
  await page
    .getByRole('link', { name: 'Dodaj do koszyka' })
    .or(page.getByRole('button', { name: 'Dodaj do koszyka' }))
    .first()
    .click();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: long })).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await look(page, 'long-name-cart-390');
  await page.goto(`/product/${named!.id}`);
  await page.getByRole('link', { name: 'Zobacz całą kolekcję' }).click();
  await expect(page.getByRole('heading', { name: long })).toBeVisible();
  expect(await overflow(page)).toBe(0);
});
