// The shopper's own reservation, on a 390 px phone, with a one-minute reservation
// (ORDER_RESERVATION_MINUTES=1, its own server): the cart and the order show "Zarezerwowane dla
// Ciebie jeszcze MM:SS (do HH:MM)" ending at the very minute of the order's expiresAt; when the
// minute is over the order page says so and offers no way to pay before the shopper tries.
import { randomBytes } from 'node:crypto';
import { formatClock } from '@shop/shared/warsaw-time';
import type { Order } from '@shop/shared/orders';
import { test, expect } from './support/fixtures.ts';
import { createProducts } from './support/cart-products.ts';
import { look } from './support/look.ts';
import { buyerWithAddress, placeOrderAs } from './support/orders.ts';
import { startOwnServer } from './support/own-server.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';

test('the reservation clock counts to the order’s end and says when it is over', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000); // its own server: a fresh database is migrated at start-up
  const server = await startOwnServer({ ORDER_RESERVATION_MINUTES: '1' });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  try {
    const [kettle] = await createProducts(api, [
      { name: `Czajnik ${randomBytes(4).toString('hex')}`, msrp: 9_000, stock: 1 },
    ]);
    const shopper = await registerShopper(api);
    const page = await context.newPage();
    await page.clock.install();
    const token = await openLoggedIn(page, shopper, '/config.json');
    const buyer = await buyerWithAddress(api, token, {
      name: 'Ewa Lis',
      street: 'Leśna 4',
      postalCode: '40-001',
      city: 'Katowice',
    });
    const { id } = await placeOrderAs(api, buyer, [{ productId: kettle!.id, quantity: 1 }], {
      returnUrl: '/orders',
    });
    const order = (await (
      await api.get(`/api/orders/${id}`, { headers: buyer.headers })
    ).json()) as Order;
    const clock = new RegExp(
      `^Zarezerwowane dla Ciebie jeszcze (00:[0-5]\\d|01:00) \\(do ${formatClock(order.expiresAt)}\\)$`,
    );

    // The cart names the unpaid order with its clock.
    await page.goto('/cart');
    const notice = page.getByRole('region', { name: 'Nieopłacone zamówienia' });
    await expect(notice).toContainText(`Zamówienie nr ${id} czeka na płatność`);
    await expect(notice.getByText(/^Zarezerwowane dla Ciebie/)).toHaveText(clock);

    await notice.getByRole('link', { name: 'Zapłać' }).click();
    await expect(page).toHaveURL(`/orders?order=${id}`);
    const detail = page.getByRole('region', { name: `Zamówienie nr ${id}` });
    await expect(detail.getByText(/^Zarezerwowane dla Ciebie/)).toHaveText(clock);
    await expect(detail.getByLabel('Kod BLIK')).toBeVisible();
    await look(page, 'reservation-clock-390');

    // The minute passes: told before paying, and no way to pay is left.
    await page.clock.fastForward(61_000);
    await expect(detail.getByText('Rezerwacja wygasła', { exact: true })).toBeVisible();
    await expect(detail.getByRole('alert')).toHaveText(
      'Rezerwacja wygasła: produkty wróciły do sprzedaży, a pieniędzy nie pobraliśmy. Złóż zamówienie ponownie.',
    );
    await expect(detail.getByLabel('Kod BLIK')).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'Zapłać przelewem online' })).toHaveCount(0);
  } finally {
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
