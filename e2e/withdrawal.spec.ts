// The withdrawal function (decision 029), as a shopper on a phone uses it: „Odstąp od umowy” on
// the order (list and detail), the second step „Potwierdź odstąpienie” that asks for nothing but
// the pieces, the acknowledgement on screen and by e-mail with the statement's date and time. A
// paid order not sent yet is cancelled and refunded once (some of its pieces: see
// apps/api/src/flows/returning/returns.test.ts); a delivered one tells where to send
// the goods; 15 days after delivery the button is gone (the API's refusal with the date, which
// needs the server's clock moved, is in apps/api/src/flows/returning/returns.test.ts).
import type { Page } from '@playwright/test';
import type { AdminOrder } from '@shop/shared/orders';
import { formatDay } from '@shop/shared/warsaw-time';
import { test, expect } from './support/fixtures.ts';
import { emailWithSubject } from './support/mail.ts';
import { deliveredOrder, paidOrder, type NewOrder } from './support/new-orders.ts';
import { openLoggedIn } from './support/session.ts';
import { startOwnServer } from './support/own-server.ts';
import { look } from './support/look.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const detailOf = (page: Page, order: NewOrder) =>
  page.getByRole('region', { name: `Zamówienie nr ${order.id}` });

async function adminOrder(page: Page, order: NewOrder): Promise<AdminOrder> {
  const read = await page.request.get(`/api/admin/orders/${order.id}`, {
    headers: { authorization: `Bearer ${order.staffToken}` },
  });
  return (await read.json()) as AdminOrder;
}

test('a paid order not sent yet: withdrawn in two steps, acknowledged by e-mail at once, cancelled and refunded once', async ({
  page,
  request,
}) => {
  test.slow(); // an order paid through the simulator, then the shopper's pages
  const order = await paidOrder(request, {
    lines: [{ price: 4_999, quantity: 1 }, { price: 3_000 }],
  });
  await expect.poll(async () => (await adminOrder(page, order)).status).toBe('PAID');
  const { totalAmount } = await adminOrder(page, order);

  // Step one: the button under the order in the list.
  await openLoggedIn(page, order.shopper, '/orders');
  await page.getByRole('button', { name: `Odstąp od umowy (zamówienie nr ${order.id})` }).click();

  // Step two: what identifies the contract and the consumer, then the confirmation.
  const dialog = page.getByRole('dialog', { name: 'Odstąpienie od umowy' });
  await expect(dialog).toContainText(`Zamówienie nr ${order.id}`);
  await expect(dialog).toContainText(`Potwierdzenie wyślemy na:${order.shopper.email}`);
  // Every piece is chosen by default: withdrawing from them all cancels the order.
  await expect(dialog).toContainText('Odstąpienie od wszystkich produktów anuluje zamówienie');
  await expect(dialog).toContainText('Niczego nie odsyłasz.');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await look(page, 'withdrawal-step-390');
  await dialog.getByRole('button', { name: 'Potwierdź odstąpienie' }).click();

  const done = page.getByRole('dialog', { name: 'Odstąpienie od umowy przyjęte' });
  await expect(done).toContainText(`Złożono ${formatDay(new Date())}`);
  await expect(done).toContainText(`Zamówienie nr ${order.id} zostało anulowane.`);
  await look(page, 'withdrawal-done-390');

  // The acknowledgement is in the outbox at once, with the statement's date and time.
  const mail = await emailWithSubject(
    order.shopper.email,
    `Potwierdzenie odstąpienia od umowy — zamówienie nr ${order.id}`,
  );
  expect(mail.text).toContain('Odstępuję od umowy sprzedaży następujących produktów');
  expect(mail.text).toMatch(
    new RegExp(
      `Data i godzina złożenia oświadczenia:\\n${formatDay(new Date())}.{1,4}\\d{2}:\\d{2}`,
    ),
  );
  expect(mail.text).toContain('anulowaliśmy: niczego nie musisz odsyłać');

  await done.getByRole('button', { name: 'Wróć do zamówienia' }).click();
  const detail = detailOf(page, order);
  await expect(detail.getByText('Anulowane').first()).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Odstąp od umowy' })).toHaveCount(0);

  // Cancelled and refunded exactly once, the whole amount with delivery.
  await expect
    .poll(async () =>
      (await adminOrder(page, order)).refunds.map((refund) => [refund.amount, refund.status]),
    )
    .toEqual([[totalAmount, 'COMPLETED']]);
  expect((await adminOrder(page, order)).status).toBe('CANCELLED');
});

test('the e-mail link opens the step on a delivered order; the pieces come back to the address shown', async ({
  page,
  request,
}) => {
  test.slow();
  const order = await deliveredOrder(request, {
    lines: [
      { price: 4_999, name: 'Lampa podłogowa' },
      { price: 3_000, name: 'Toster' },
    ],
  });
  const [lamp, toaster] = order.products;
  const mail = await emailWithSubject(
    order.shopper.email,
    `Zamówienie nr ${order.id} zostało dostarczone`,
  );
  // „odstąp od umowy tutaj (https://…/orders?odstapienie=N)”
  const link = new URL(/\((https?:\/\/\S+\/orders\?odstapienie=\d+)\)/.exec(mail.text ?? '')![1]!);
  expect(link.search).toBe(`?odstapienie=${order.id}`);

  await openLoggedIn(page, order.shopper, `${link.pathname}${link.search}`);
  const dialog = page.getByRole('dialog', { name: 'Odstąpienie od umowy' });
  // Every piece is chosen at first; the shopper keeps the toaster.
  await expect(dialog.getByRole('checkbox', { name: lamp!.name })).toBeChecked();
  await dialog.getByRole('checkbox', { name: toaster!.name }).uncheck();
  await expect(dialog).toContainText('Produkty odeślij w ciągu 14 dni na adres:');
  await dialog.getByRole('button', { name: 'Potwierdź odstąpienie' }).click();

  const done = page.getByRole('dialog', { name: 'Odstąpienie od umowy przyjęte' });
  await expect(done).toContainText(`${lamp!.name} × 1`);
  await expect(done).not.toContainText(toaster!.name);
  await expect(done).toContainText(
    /Odeślij produkty do \d{1,2} \S+ \d{4} na adres: .+, \d{2}-\d{3} /,
  );
  await done.getByRole('button', { name: 'Wróć do zamówienia' }).click();
  await expect(page).not.toHaveURL(/odstapienie/);
  const detail = detailOf(page, order);
  await expect(detail).toContainText('Czeka na towar');
  // The toaster may still be withdrawn from; complaints are their own path.
  await expect(detail.getByRole('button', { name: 'Odstąp od umowy' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Złóż reklamację' })).toBeVisible();
  await emailWithSubject(
    order.shopper.email,
    `Potwierdzenie odstąpienia od umowy — zamówienie nr ${order.id}`,
  );
});

test('15 Warsaw days after delivery the button is gone and the page says when the time ran out', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000); // its own server: a fresh database is migrated at start-up
  // The browser lives 15 days after the delivery; the session must outlive that in its clock.
  const server = await startOwnServer({ JWT_TTL_SECONDS: String(30 * 24 * 3600) });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  try {
    const order = await deliveredOrder(api, { lines: [{ price: 4_999 }] });
    const page = await context.newPage();
    await page.clock.install({ time: Date.now() + 15 * 24 * 3_600_000 });
    await openLoggedIn(page, order.shopper, `/orders?order=${order.id}`);
    const detail = detailOf(page, order);
    await expect(detail).toContainText(/Termin na odstąpienie od umowy minął \d{1,2} \S+ \d{4}\./);
    await expect(page.getByRole('button', { name: /Odstąp od umowy/ })).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'Złóż reklamację' })).toBeVisible();
  } finally {
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
