// A cart that follows the live stock, on a 390 px phone: when another shopper orders the last
// piece, the line turns "Zarezerwowany przez innego kupującego — może wrócić o HH:MM" within two
// seconds without a reload and leaves the total; checkout then orders only what can be bought;
// when the other shopper pays, the line says "Sprzedany". A flagged line has no quantity select.
import { randomBytes } from 'node:crypto';
import { test, expect } from './support/fixtures.ts';
import { createProducts } from './support/cart-products.ts';
import { look } from './support/look.ts';
import { buyerWithAddress, payInSimulator, placeOrderAs } from './support/orders.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("another shopper's order flags the line at once; checkout orders only the rest", async ({
  page,
  request,
}) => {
  test.slow(); // two shoppers, an order, a payment
  const tag = randomBytes(4).toString('hex');
  const [lamp, vase] = await createProducts(request, [
    { name: `Lampa podłogowa z bardzo długą nazwą modelu ${tag}`, msrp: 20_000, stock: 1 },
    { name: `Wazon ${tag}`, msrp: 10_000, stock: 3 },
  ]);
  const token = await openLoggedIn(page, await registerShopper(request), '/config.json');
  const buyer = await buyerWithAddress(request, token, {
    name: 'Basia Mazur',
    street: 'Kwiatowa 2',
    postalCode: '30-001',
    city: 'Kraków',
  });
  for (const product of [lamp!, vase!]) {
    const added = await request.post(`/api/cart/items?productId=${product.id}&quantity=1`, {
      headers: buyer.headers,
    });
    expect(added.ok()).toBe(true);
  }
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Podsumowanie', exact: true });
  await expect(summary).toContainText('Do zapłaty220,00 zł'); // 140 + 70 + 10 shipping
  const lampLine = page.getByRole('listitem').filter({ hasText: lamp!.name });
  await expect(lampLine.getByRole('combobox')).toHaveCount(1);

  // Another shopper orders the lamp.
  // Through the API alone: a page of this browser would share this shopper's session.
  const rivalLogin = await request.post('/api/auth/login', {
    data: await registerShopper(request),
  });
  const rivalToken = ((await rivalLogin.json()) as { token: string }).token;
  const rival = await buyerWithAddress(request, rivalToken, {
    name: 'Ola Rywal',
    street: 'Polna 1',
    postalCode: '00-001',
    city: 'Warszawa',
  });
  const order = await placeOrderAs(request, rival, [{ productId: lamp!.id, quantity: 1 }], {
    returnUrl: '/orders',
  });
  // The time alone, or with the date when the reservation ends on the next Warsaw day (a run
  // shortly before midnight; reservation-text.test.ts has the exact words).
  await expect(lampLine.getByRole('status')).toHaveText(
    /^Zarezerwowany przez innego kupującego — może wrócić (\d{1,2} \p{L}+ )?o\u00a0\d{1,2}:\d\d$/u,
    { timeout: 2_000 },
  );
  await expect(summary).toContainText('Do zapłaty80,00 zł');
  await expect(lampLine.getByRole('combobox')).toHaveCount(0);
  await expect(lampLine).toContainText('1 szt.');
  await look(page, 'live-cart-reserved-390');

  // Checkout counts and orders only the vase.
  await page.getByRole('link', { name: 'Przejdź do kasy' }).click();
  await page.getByRole('radio', { name: /Kurier InPost/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('region', { name: 'Podsumowanie zamówienia' })).toContainText(
    'Do zapłaty80,00 zł',
  );
  await page.getByLabel('Kod BLIK').fill('777123');
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/\/orders\?order=\d+$/);
  const detail = page.getByRole('region', { name: /Zamówienie nr \d+/ });
  await expect(detail).toContainText(vase!.name);
  await expect(detail).not.toContainText(lamp!.name);

  // The rival pays: the lamp, still in this cart, is sold.
  await page.goto('/cart');
  await expect(lampLine).toBeVisible();
  await payInSimulator(request, order.paymentUrl);
  await expect(lampLine.getByRole('status')).toHaveText('Sprzedany', { timeout: 2_000 });
  await look(page, 'live-cart-sold-390');
});
