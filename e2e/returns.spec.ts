// Withdrawals and complaints, as shoppers and staff see them (docs/returns.md): a withdrawal
// inside the 14 days reaches the staff queue, the goods are marked received and the acceptance
// refunds the chosen piece exactly once (completed by the payment simulator; a second acceptance
// is refused); a business order offers no withdrawal; a complaint without a description is
// stopped in the form; a complaint with a photo reaches staff, who see the photo and reject it
// with a reason the shopper reads. The withdrawal function's own steps: withdrawal.spec.ts.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { AdminOrder } from '@shop/shared/orders';
import { test, expect } from './support/fixtures.ts';
import { deliveredOrder, type NewOrder } from './support/new-orders.ts';
import { openAsStaff, openLoggedIn } from './support/session.ts';
import { look } from './support/look.ts';
import { toasts } from './support/toasts.ts';

/** The shopper's /orders with the order open, and its withdrawals and complaints section. */
async function openShopperOrder(page: Page, order: NewOrder) {
  await openLoggedIn(page, order.shopper, `/orders?order=${order.id}`);
  const detail = page.getByRole('region', { name: `Zamówienie nr ${order.id}` });
  return {
    detail,
    returns: detail.getByRole('region', { name: 'Odstąpienie od umowy i reklamacje' }),
  };
}

/** The order's returns as listed on /orders (each lists its pieces inside). */
const returnRows = (returns: Locator) =>
  returns.getByRole('list', { name: 'Zgłoszenia' }).locator(':scope > li');

/** The order's card in the staff queue. */
const staffCard = (page: Page, orderId: number) =>
  page.getByRole('article', { name: new RegExp(`zamówienie #${orderId}$`) });

async function openWithdrawal(page: Page, returns: Locator) {
  await returns.getByRole('button', { name: 'Odstąp od umowy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odstąpienie od umowy' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openComplaint(page: Page, returns: Locator) {
  await returns.getByRole('button', { name: 'Złóż reklamację' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reklamacja' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a withdrawal inside 14 days reaches staff, and accepting it refunds the piece once', async ({
  page,
  request,
}) => {
  test.slow(); // an order through delivery, two people, several page loads
  const order = await deliveredOrder(request, {
    lines: [
      { price: 4_999, quantity: 2, name: 'Czajnik elektryczny' },
      { price: 3_000, quantity: 1, name: 'Toster' },
    ],
  });
  const [kettle, toaster] = order.products;

  // The shopper withdraws from one of the two kettles.
  const { detail, returns } = await openShopperOrder(page, order);
  await expect(returns).toContainText(
    /Możesz odstąpić od umowy bez podania przyczyny do \d{1,2} \S+ \d{4}\./,
  );
  const dialog = await openWithdrawal(page, returns);
  await expect(dialog).toContainText('Koszt odesłania ponosisz Ty.');
  // Every piece is chosen at first: the shopper keeps the toaster and one kettle.
  await dialog.getByRole('checkbox', { name: toaster!.name }).uncheck();
  const units = dialog.getByLabel(`Liczba sztuk: ${kettle!.name}`);
  await expect(units.locator('option')).toHaveText(['1 szt.', '2 szt.']);
  await expect(units).toHaveValue('2');
  await units.selectOption('1');
  await look(page, 'returns-dialog-1280');
  await dialog.getByRole('button', { name: 'Potwierdź odstąpienie' }).click();
  const done = page.getByRole('dialog', { name: 'Odstąpienie od umowy przyjęte' });
  await expect(done).toContainText(`${kettle!.name} × 1`);
  await done.getByRole('button', { name: 'Zamknij' }).click();
  await expect(done).toHaveCount(0);
  const request1 = returnRows(returns);
  await expect(request1).toHaveCount(1);
  await expect(request1).toContainText('Odstąpienie od umowy');
  await expect(request1).toContainText('Czeka na towar');
  await expect(request1).toContainText(`${kettle!.name} × 1`);
  await expect(request1).toContainText(/Odeślij towar do \d{1,2} \S+ \d{4}/);
  await expect(detail.getByRole('region', { name: 'Zwroty pieniędzy' })).toHaveCount(0);
  await look(page, 'returns-order-1280', { fullPage: true });

  // Staff: the request is in the open queue; the goods arrive; accepting shows the amount.
  await openAsStaff(page, '/admin/returns');
  const card = staffCard(page, order.id);
  await expect(card).toContainText(order.shopper.email);
  await expect(card).toContainText(`${kettle!.name} × 1`);
  await expect(card).not.toContainText(toaster!.name);
  await expect(card).toContainText(/Klient odsyła do \d{1,2} \S+ \d{4}/);
  // The shop's own deadline to give the money back (14 days from the statement).
  await expect(card).toContainText(/Zwrot pieniędzy do \d{1,2} \S+ \d{4}/);
  await expect(card.getByRole('link', { name: `zamówienie #${order.id}` })).toHaveAttribute(
    'href',
    `/admin/orders?status=all&q=${order.id}`,
  );
  await card.getByRole('button', { name: 'Towar otrzymany' }).click();
  await expect(toasts(page).getByText('Sukces', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Towar otrzymany' })).toHaveCount(0);
  await expect(card.getByText('Towar otrzymany', { exact: true })).toBeVisible(); // the status
  await expect(card).toContainText(/Odpowiedź do \d{1,2} \S+ \d{4}/);
  await look(page, 'returns-queue-1280', { fullPage: true });

  await card.getByRole('button', { name: 'Przyjmij' }).click();
  const accept = page.getByRole('dialog', {
    name: `Przyjąć zgłoszenie — zamówienie #${order.id}?`,
  });
  const amount = accept.getByRole('status');
  await expect(amount).toHaveText('Kwota zwrotu49,99 zł');
  await accept.getByLabel('Zwróć też koszt dostawy').check();
  await expect(amount).toHaveText('Kwota zwrotu59,99 zł');
  await accept.getByLabel('Zwróć też koszt dostawy').uncheck();
  await expect(amount).toHaveText('Kwota zwrotu49,99 zł');
  await look(page, 'returns-accept-1280');
  await accept.getByRole('button', { name: 'Przyjmij i zwróć 49,99 zł' }).click();
  await expect(toasts(page)).toContainText('zgłoszenie przyjęte, 49,99 zł wraca do klienta');
  await expect(accept).toHaveCount(0);
  await expect(card).toHaveCount(0); // no longer open

  // Closed: accepted, refunded, and nothing left to decide.
  await page.getByRole('tab', { name: 'Zamknięte' }).click();
  await expect(page).toHaveURL(/\/admin\/returns\?status=closed$/);
  await expect(card).toContainText('Przyjęte');
  await expect(card).toContainText('zwrot pieniędzy zlecony');
  await expect(card.getByRole('button')).toHaveCount(0);
  await look(page, 'returns-closed-1280', { fullPage: true });

  // The order's pane in /admin/orders shows it too, with the way back to the queue.
  await card.getByRole('link', { name: `zamówienie #${order.id}` }).click();
  await page.getByRole('button', { name: new RegExp(`^Zamówienie #${order.id}\\b`) }).click();
  const pane = page.getByRole('region', { name: `Zamówienie #${order.id}` });
  const inPane = pane.getByRole('region', { name: 'Zwroty i reklamacje' });
  await expect(inPane).toContainText('Przyjęte');
  await expect(inPane).toContainText(`${kettle!.name} × 1`);
  await expect(inPane.getByRole('link', { name: 'Otwórz kolejkę zwrotów' })).toHaveAttribute(
    'href',
    '/admin/returns?status=closed',
  );

  // Exactly one refund of the piece, completed by the payment simulator; accepting again is
  // refused in Polish.
  const headers = { authorization: `Bearer ${order.staffToken}` };
  const refunds = async () => {
    const read = await request.get(`/api/admin/orders/${order.id}`, { headers });
    return ((await read.json()) as AdminOrder).refunds.map((refund) => [
      refund.amount,
      refund.status,
    ]);
  };
  await expect.poll(refunds).toEqual([[4_999, 'COMPLETED']]);
  const listed = await request.get('/api/admin/returns?status=closed', { headers });
  const { items } = (await listed.json()) as { items: { id: number; orderId: number }[] };
  const accepted = items.find((item) => item.orderId === order.id)!;
  const again = await request.post(`/api/admin/returns/${accepted.id}/accept`, {
    headers,
    data: { refundShipping: true },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe(
    'To zgłoszenie zostało już rozpatrzone',
  );
  expect(await refunds()).toEqual([[4_999, 'COMPLETED']]);

  // The shopper sees the decision with its refund, and the other kettle is still free.
  const after = await openShopperOrder(page, order);
  const decided = returnRows(after.returns);
  await expect(decided).toContainText('Przyjęte');
  await expect(decided).toContainText('Zgłoszenie przyjęte. Zwrot 49,99 zł');
  await expect(decided.getByText('Zwrócono', { exact: true })).toBeVisible();
  const money = after.detail.getByRole('region', { name: 'Zwroty pieniędzy' });
  await expect(money.getByRole('listitem')).toHaveCount(1);
  const reopened = await openWithdrawal(page, after.returns);
  await expect(reopened).toContainText('2 szt., do zgłoszenia 1');
  await expect(reopened.getByLabel(`Liczba sztuk: ${kettle!.name}`)).toHaveCount(0);
});

test('accepting a withdrawal of the whole order gives the delivery cost back too by default', async ({
  page,
  request,
}) => {
  const order = await deliveredOrder(request, { lines: [{ price: 4_999 }] });
  const login = await request.post('/api/auth/login', { data: order.shopper });
  const { token } = (await login.json()) as { token: string };
  const [line] = (
    (await (
      await request.get(`/api/orders/${order.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { items: { id: number }[] }
  ).items;
  const withdrawn = await request.post(`/api/orders/${order.id}/returns`, {
    headers: { authorization: `Bearer ${token}` },
    data: { type: 'WITHDRAWAL', items: [{ orderItemId: line!.id, quantity: 1 }] },
  });
  expect(withdrawn.status()).toBe(201);

  await openAsStaff(page, '/admin/returns');
  await staffCard(page, order.id).getByRole('button', { name: 'Przyjmij' }).click();
  const accept = page.getByRole('dialog', {
    name: `Przyjąć zgłoszenie — zamówienie #${order.id}?`,
  });
  // Every piece back: the delivery cost goes back and cannot be unticked (art. 32 ust. 1).
  await expect(accept.getByLabel('Zwróć też koszt dostawy')).toBeChecked();
  await expect(accept.getByLabel('Zwróć też koszt dostawy')).toBeDisabled();
  await expect(accept.getByRole('status')).toHaveText('Kwota zwrotu59,99 zł');
  await expect(accept.getByRole('button', { name: 'Przyjmij i zwróć 59,99 zł' })).toBeVisible();
  // A withdrawal is not rejected: staff keep an amount for diminished value, with a reason.
  await expect(staffCard(page, order.id).getByRole('button', { name: 'Odrzuć' })).toHaveCount(0);
  await accept.getByLabel('Kwota potrącenia (zł)').fill('10');
  await accept.getByRole('button', { name: 'Przyjmij i zwróć 49,99 zł' }).click();
  await expect(accept.getByText('Powód potrącenia musi mieć co najmniej 3 znaki')).toBeVisible();
  await accept.getByLabel('Powód potrącenia').fill('Rysy na obudowie po użytkowaniu');
  await expect(accept.getByRole('status')).toHaveText(
    'Kwota zwrotu (po potrąceniu 10,00 zł)49,99 zł',
  );
  await look(page, 'returns-accept-deduction', { fullPage: true });
  await accept.getByRole('button', { name: 'Przyjmij i zwróć 49,99 zł' }).click();
  await expect(accept).toHaveCount(0);

  const seen = await openShopperOrder(page, order);
  await expect(returnRows(seen.returns)).toContainText(
    'Potrącono 10,00 zł za zmniejszenie wartości towaru: Rysy na obudowie po użytkowaniu',
  );
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a purchase declared professional offers no withdrawal; a complaint needs a description, then staff reject it', async ({
    page,
    request,
  }) => {
    test.slow();
    const order = await deliveredOrder(request, { business: true, professional: true });
    const [product] = order.products;
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith(`/api/orders/${order.id}/returns`)) {
        posts.push(sent.headers()['content-type'] ?? '');
      }
    });

    // No withdrawal for a purchase declared professional (the API refuses it too: returns.test.ts).
    const { returns } = await openShopperOrder(page, order);
    await expect(returns).toContainText('Produkt ma wadę? Złóż reklamację.');
    await expect(returns.getByRole('button', { name: 'Odstąp od umowy' })).toHaveCount(0);
    const dialog = await openComplaint(page, returns);
    await dialog.getByRole('checkbox', { name: product!.name }).check();

    // A complaint without a description is stopped in the form: nothing is sent.
    await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(dialog.getByText('Opisz wady produktu (co najmniej 10 znaków)')).toBeVisible();
    await expect(dialog.getByLabel('Opis wad')).toHaveAttribute('aria-invalid', 'true');
    // What the buyer asks for (art. 43d-43e) is asked too.
    await expect(dialog.getByText('Wybierz, czego oczekujesz')).toBeVisible();
    expect(posts).toHaveLength(0);
    await look(page, 'returns-dialog-390');

    // With the defects described, the remedy and a photo: sent as multipart, listed on the order.
    await dialog.getByLabel('Opis wad').fill('Pęknięta obudowa, czajnik przecieka przy dnie.');
    await dialog.getByRole('radio', { name: 'Naprawa' }).check();
    const photo = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#b4443c' },
    })
      .png()
      .toBuffer();
    await dialog
      .getByLabel('Zdjęcie (opcjonalnie)')
      .setInputFiles({ name: 'pekniecie.png', mimeType: 'image/png', buffer: photo });
    await expect(dialog.getByText('pekniecie.png', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(toasts(page)).toContainText('Reklamacja przyjęta.');
    await expect(dialog).toHaveCount(0);
    expect(posts[0]).toMatch(/^multipart\/form-data; boundary=/);
    const listed = returnRows(returns);
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('Reklamacja');
    await expect(listed).toContainText('Czeka na towar');
    await expect(listed).toContainText('Twoje żądanie: Naprawa');
    // The shop collects complained goods at its cost (art. 43d ust. 2). This server's operator
    // is the demo one, whose invented address no label may carry: the postage is refunded
    // instead (the prepaid label itself: apps/api/src/flows/returning/collecting.test.ts).
    await listed.getByRole('button', { name: 'Przygotuj etykietę zwrotną' }).click();
    await expect(listed).toContainText('Odeślij towar najtańszym zwykłym sposobem');
    await expect(listed).toContainText('zwrócimy ten koszt');
    // Everything fits the phone's width: the long button wraps inside the order's card.
    const detail = page.getByRole('region', { name: `Zamówienie nr ${order.id}` });
    const pane = (await detail.boundingBox())!;
    const button = (await returns.getByRole('button', { name: 'Złóż reklamację' }).boundingBox())!;
    expect(pane.x + pane.width).toBeLessThanOrEqual(390);
    expect(button.x + button.width).toBeLessThanOrEqual(pane.x + pane.width);
    await look(page, 'returns-order-390', { fullPage: true });

    // Staff see the description and the photo, and reject it with a reason.
    await openAsStaff(page, '/admin/returns');
    const card = staffCard(page, order.id);
    await expect(card).toContainText('Pęknięta obudowa, czajnik przecieka przy dnie.');
    await look(page, 'returns-queue-390', { fullPage: true });
    await card.getByRole('button', { name: 'Zobacz zdjęcie' }).click();
    const picture = page
      .getByRole('dialog')
      .getByRole('img', { name: 'Zdjęcie dołączone przez klienta' });
    await expect(picture).toBeVisible();
    // Decoded once the browser has it, a moment after the element appears.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    await look(page, 'returns-photo-390');
    await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();

    await card.getByRole('button', { name: 'Odrzuć' }).click();
    const reject = page.getByRole('dialog', {
      name: `Odrzucić zgłoszenie — zamówienie #${order.id}?`,
    });
    await reject.getByRole('button', { name: 'Odrzuć zgłoszenie' }).click();
    await expect(reject.getByText('Powód odrzucenia musi mieć co najmniej 3 znaki')).toBeVisible();
    await reject
      .getByLabel('Powód odrzucenia')
      .fill('Na zdjęciu widać ślady uderzenia: to uszkodzenie mechaniczne, nie wada.');
    await look(page, 'returns-reject-390');
    await reject.getByRole('button', { name: 'Odrzuć zgłoszenie' }).click();
    await expect(toasts(page)).toContainText('zgłoszenie odrzucone');
    await expect(card).toHaveCount(0);

    const after = await openShopperOrder(page, order);
    const rejected = returnRows(after.returns);
    await expect(rejected).toContainText('Odrzucone');
    await expect(rejected).toContainText(
      'Zgłoszenie odrzucone. Powód: Na zdjęciu widać ślady uderzenia: to uszkodzenie mechaniczne, nie wada.',
    );
  });
});
