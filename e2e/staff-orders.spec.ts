// Staff orders screen with a NoviApi printer simulator started by the test: the connection test
// against a live and a closed printer, printing the fiscal receipt of a PAID order (placed and
// paid through the API and the payment simulator) down to the receipt id on the order, status
// changes, a printer fault, a print the closed page did not record taken up on the next visit,
// printing from the staff member's own /orders, the refusal for orders with invoice details,
// the empty list and the search by order number or buyer e-mail (on a phone and a desktop).
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';
import { openAsStaff, registerShopper } from './support/session.ts';
import {
  startPrinterSimulator,
  type PrinterSimulator,
} from '../tools/printer-simulator/simulator.ts';
import { buyerWithAddress, payInSimulator, placeOrderAs } from './support/orders.ts';
import { look } from './support/look.ts';
import { toasts } from './support/toasts.ts';

const NIP = '5260250274';

/** Kept free of simulators: the "printer switched off" address. */
const CLOSED_PORT = 3299;

/** A simulator on a free port of the staff tests' range (3290-3298). */
async function startPrinter({ printMs = 200 } = {}): Promise<PrinterSimulator> {
  for (let port = 3290; port < CLOSED_PORT; port++) {
    try {
      return await startPrinterSimulator({ port, printMs });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error('No free port for a printer simulator in 3290-3298');
}

/**
 * An order of 2 pieces at 49,99 zł plus 10,00 zł shipping, placed by a new shopper and paid in
 * the payment simulator (its "pay" form), optionally with invoice details.
 */
async function paidOrder(request: APIRequestContext, { invoice = false } = {}) {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000);
  const product = await catalogue.product(drop.id, {
    name: unique('Czajnik elektryczny'),
    priceType: 'STATIC',
    price: 4_999,
    msrp: null,
    stock: 3,
  });
  const shopper = await registerShopper(request);
  const login = await request.post('/api/auth/login', { data: shopper });
  const { token } = (await login.json()) as { token: string };
  const place = { name: 'Jan Kowalski', street: 'Lipowa 7', postalCode: '31-001', city: 'Kraków' };
  const buyer = await buyerWithAddress(request, token, place);
  const invoiceDetails = invoice
    ? await request.post('/api/users/me/invoice-details', {
        headers: buyer.headers,
        data: { ...place, name: 'Kowalski Sp. z o.o.', country: 'Polska', taxId: NIP },
      })
    : null;
  const order = await placeOrderAs(request, buyer, [{ productId: product.id, quantity: 2 }], {
    returnUrl: `${new URL(login.url()).origin}/orders`,
    invoiceDetailsId: invoiceDetails ? ((await invoiceDetails.json()) as { id: number }).id : null,
  });
  await payInSimulator(request, order.paymentUrl);
  return { id: order.id, email: shopper.email, product, staffToken: catalogue.token };
}

/** Failures the test provokes on purpose leave console errors; only those are taken out. */
function forgive(consoleErrors: string[], expected: RegExp) {
  const rest = consoleErrors.filter((message) => !expected.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

test('the printer connection test succeeds against the simulator and fails on a closed port', async ({
  page,
  consoleErrors,
}) => {
  const printer = await startPrinter();
  try {
    await openAsStaff(page, '/admin/orders');
    const config = (await (await page.request.get('/config.json')).json()) as {
      printerDefaultUrl: string;
    };
    const address = page.getByLabel('Adres drukarki');
    await expect(address).toHaveValue(config.printerDefaultUrl);
    await expect(address).toHaveAttribute('placeholder', /^http:\/\/192\.168\.\d+\.\d+:8888$/);
    const status = page.getByRole('status').filter({ hasText: 'Status:' });

    await address.fill(printer.url);
    await page.getByRole('button', { name: 'Testuj połączenie' }).click();
    await expect(toasts(page).getByText('Połączenie pomyślne', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('OK', { exact: true })).toBeVisible();
    await expect(status).toHaveText(/^Status: OK \(\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}\)$/);

    await page.reload(); // the address is kept in this browser
    await expect(address).toHaveValue(printer.url);

    await address.fill(`http://127.0.0.1:${CLOSED_PORT}`);
    await page.getByRole('button', { name: 'Testuj połączenie' }).click();
    await expect(toasts(page).getByText('Połączenie nieudane', { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText('Błąd w połączeniu, sprawdź konsolę po więcej informacji'),
    ).toBeVisible();
    await expect(status).toHaveText(/^Status: Błąd \(/);
    forgive(consoleErrors, /ERR_CONNECTION_REFUSED|Printer connection test failed/);
  } finally {
    await printer.close();
  }
});

test('printing the receipt of a PAID order, then shipping and delivering it', async ({
  page,
  request,
}) => {
  test.slow(); // an order, a payment and a print on a shared machine
  const printer = await startPrinter();
  try {
    const order = await paidOrder(request);
    await openAsStaff(page, '/admin/orders');
    await expect(page.getByLabel('Status')).toHaveValue('all');
    await expect(page.getByLabel('Sortuj według')).toHaveValue('date');
    await page.getByLabel('Adres drukarki').fill(printer.url);

    await page.getByRole('button', { name: new RegExp(`^Zamówienie #${order.id}\\b`) }).click();
    const detail = page.getByRole('heading', { level: 2, name: `Zamówienie #${order.id}` });
    await expect(detail).toBeVisible();
    await expect(page.getByText('Brak paragonu')).toBeVisible();

    await page.getByRole('button', { name: 'Drukuj paragon' }).click();
    const dialog = page.getByRole('dialog', { name: `Paragon do zamówienia #${order.id}` });
    const lines = dialog.getByRole('list', { name: 'Pozycje paragonu' });
    await expect(lines).toContainText(order.product.name);
    await expect(lines).toContainText('2 × 49.99');
    await expect(lines).toContainText('Wysyłka');
    await expect(dialog).toContainText('109.98');
    await dialog.getByLabel('NIP nabywcy (opcjonalnie)').fill('123');
    await dialog.getByRole('button', { name: 'Drukuj', exact: true }).click();
    await expect(dialog.getByText(/^Nieprawidłowy NIP/)).toBeVisible();
    await dialog.getByLabel('NIP nabywcy (opcjonalnie)').fill('526-025-02-74');
    await dialog.getByRole('button', { name: 'Drukuj', exact: true }).click();

    await expect(toasts(page).getByText('Paragon wydrukowany', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    const [printed] = printer.requests();
    expect(printed?.status).toBe('DONE');
    const receiptId = printed!.id;
    await expect(toasts(page).getByText(`Numer paragonu: ${receiptId}`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(receiptId, { exact: true })).toBeVisible(); // page reloaded
    await expect(page.getByRole('button', { name: 'Drukuj paragon' })).toHaveCount(0);

    expect(printed!.receipt).toEqual({
      items: [
        {
          article: {
            name: order.product.name,
            ptu: 'A',
            quantity: '2',
            price: '49.99',
            value: '99.98',
            code: { print_as: 'text', value: String(order.product.id) },
          },
        },
        { article: { name: 'Wysyłka', ptu: 'A', quantity: '1', price: '10.00', value: '10.00' } },
      ],
      payments: [{ transfer: { name: 'Przelew', value: '109.98' } }],
      summary: { total: '109.98', pay_in: '109.98' },
      buyer: { nip: NIP },
      system_info: { system_number: { print_as: 'text', value: String(order.id) } },
      printout_lines: [{ textline: { text: `Zamówienie nr ${order.id}`, masked: false } }],
    });
    const stored = await request.get(`/api/admin/orders/${order.id}`, {
      headers: { authorization: `Bearer ${order.staffToken}` },
    });
    expect(await stored.json()).toMatchObject({ status: 'PAID', receiptId });

    // Status changes (UPDATE_ORDERS): PAID -> SHIPPED -> DELIVERED, each asked first. Without
    // ShipX, the parcel's carrier and tracking number go with the shipping.
    await page.getByRole('button', { name: 'Oznacz jako wysłane' }).click();
    const ship = page.getByRole('dialog', {
      name: `Oznaczyć zamówienie #${order.id} jako wysłane?`,
    });
    await ship.getByLabel('Przewoźnik').selectOption({ label: 'DPD' });
    await ship.getByLabel('Numer przesyłki').fill('12');
    await ship.getByRole('button', { name: 'Oznacz jako wysłane' }).click();
    await expect(ship).toContainText('od 6 do 40 liter');
    await ship.getByLabel('Numer przesyłki').fill('0000 1234 5678 9U');
    await look(page, 'order-ship-dialog');
    await ship.getByRole('button', { name: 'Oznacz jako wysłane' }).click();
    await expect(toasts(page).getByText('Status zamówienia zmieniony')).toBeVisible();
    const pane = page.locator('div').filter({ has: detail }).last();
    await expect(pane.getByText('Wysłane', { exact: true }).first()).toBeVisible();
    const parcel = page.getByRole('region', { name: 'Przesyłka' });
    await expect(parcel).toContainText('DPD');
    await expect(parcel.getByRole('link', { name: /0000123456789U/ })).toHaveAttribute(
      'href',
      'https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U',
    );
    await page.getByRole('button', { name: 'Oznacz jako dostarczone' }).click();
    await page
      .getByRole('alertdialog', { name: `Oznaczyć zamówienie #${order.id} jako dostarczone?` })
      .getByRole('button', { name: 'Oznacz jako dostarczone' })
      .click();
    await expect(pane.getByText('Dostarczone', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Oznacz jako/ })).toHaveCount(0);
  } finally {
    await printer.close();
  }
});

test('a printer fault is reported with its code and the order keeps no receipt', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const printer = await startPrinter();
  try {
    const order = await paidOrder(request);
    printer.setFault('paper-out');
    await openAsStaff(page, '/admin/orders');
    await page.getByLabel('Adres drukarki').fill(printer.url);
    await page.getByRole('button', { name: new RegExp(`^Zamówienie #${order.id}\\b`) }).click();
    await page.getByRole('button', { name: 'Drukuj paragon' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Drukuj', exact: true }).click();
    // The dialog says it (the page behind it, toasts included, is hidden from screen readers).
    await expect(dialog.getByRole('alert')).toHaveText('Błąd drukowania: Paper out (kod 20)', {
      timeout: 20_000,
    });
    await expect(page.getByText('Paper out (kod 20)', { exact: true }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await expect(page.getByText('Brak paragonu')).toBeVisible();
    forgive(consoleErrors, /Receipt printing failed/);
  } finally {
    await printer.close();
  }
});

test('the receipt id is saved once the server answers again (retried 3 s apart)', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const printer = await startPrinter();
  try {
    const order = await paidOrder(request);
    let refusals = 0;
    await page.route(
      (url) => url.pathname === '/api/admin/receipts',
      (route) =>
        refusals++ < 2
          ? route.fulfill({
              status: 503,
              json: { statusCode: 503, code: 'Unavailable', message: 'Przerwa techniczna' },
            })
          : route.continue(),
    );
    await openAsStaff(page, '/admin/orders');
    await page.getByLabel('Adres drukarki').fill(printer.url);
    await page.getByRole('button', { name: new RegExp(`^Zamówienie #${order.id}\\b`) }).click();
    await page.getByRole('button', { name: 'Drukuj paragon' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Drukuj', exact: true }).click();
    await expect(dialog.getByText('Zapisywanie numeru paragonu w zamówieniu...')).toBeVisible();
    await expect(toasts(page).getByText('Paragon wydrukowany', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    expect(refusals).toBe(3);
    const receiptId = printer.requests()[0]!.id;
    await expect(page.getByText(receiptId, { exact: true })).toBeVisible();
    expect(printer.requests()).toHaveLength(1); // printed once, saved on the third try
    forgive(consoleErrors, /status of 503/);
  } finally {
    await printer.close();
  }
});

test('a receipt printed while the page closed is recorded on the next visit, not printed again', async ({
  page,
  request,
}) => {
  const printer = await startPrinter();
  printer.hold(); // still printing when the staff member comes back, however slow the machine
  try {
    const order = await paidOrder(request);
    await openAsStaff(page, '/admin/orders');
    await page.getByLabel('Adres drukarki').fill(printer.url);
    const orderButton = page.getByRole('button', {
      name: new RegExp(`^Zamówienie #${order.id}\\b`),
    });
    await orderButton.click();
    await page.getByRole('button', { name: 'Drukuj paragon' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Drukuj', exact: true }).click();
    await expect(page.getByRole('dialog').getByText('Drukowanie...')).toBeVisible();
    await page.reload(); // the browser is closed while the printer prints

    await orderButton.click();
    await expect(page.getByText('Brak paragonu')).toBeVisible();
    await page.getByRole('button', { name: 'Drukuj paragon' }).click();
    const dialog = page.getByRole('dialog');
    const [sent] = printer.requests();
    await expect(dialog).toContainText(`został już wysłany do drukarki (wydruk ${sent!.id})`);
    printer.release();
    await expect(toasts(page).getByText('Paragon wydrukowany', { exact: true })).toBeVisible();
    await expect(page.getByText(sent!.id, { exact: true })).toBeVisible();
    expect(printer.requests().map((request) => request.status)).toEqual(['DONE']);
    const stored = await request.get(`/api/admin/orders/${order.id}`, {
      headers: { authorization: `Bearer ${order.staffToken}` },
    });
    expect(await stored.json()).toMatchObject({ receiptId: sent!.id });
    // Nothing is left to take up.
    expect(await page.evaluate(() => localStorage.getItem('shop.printer.pending'))).toBeNull();
  } finally {
    await printer.close();
  }
});

test('staff with CREATE_RECEIPT print the receipt of their own order on /orders', async ({
  page,
  request,
}) => {
  test.slow();
  const printer = await startPrinter();
  try {
    const catalogue = await Catalogue.asStaff(request);
    const drop = await catalogue.drop(-3_600_000);
    const product = await catalogue.product(drop.id, {
      name: unique('Lampka biurkowa'),
      priceType: 'STATIC',
      price: 2_500,
      msrp: null,
    });
    await openAsStaff(page, '/admin/orders');
    await page.getByLabel('Adres drukarki').fill(printer.url);
    const place = {
      name: 'Ewa Personel',
      street: 'Lipowa 7',
      postalCode: '31-001',
      city: 'Kraków',
    };
    const buyer = await buyerWithAddress(request, catalogue.token, place);
    const order = await placeOrderAs(request, buyer, [{ productId: product.id, quantity: 1 }], {
      returnUrl: '/orders',
    });
    await payInSimulator(request, order.paymentUrl);

    await page.goto(`/orders?order=${order.id}`);
    const detail = page.getByRole('region', { name: `Zamówienie nr ${order.id}` });
    await expect(detail.getByText('Nie wydrukowano')).toBeVisible();
    await detail.getByRole('button', { name: 'Drukuj paragon' }).click();
    const dialog = page.getByRole('dialog', { name: `Paragon do zamówienia #${order.id}` });
    await expect(dialog.getByRole('list', { name: 'Pozycje paragonu' })).toContainText(
      product.name,
    );
    await dialog.getByRole('button', { name: 'Drukuj', exact: true }).click();
    await expect(toasts(page).getByText('Paragon wydrukowany', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    const [printed] = printer.requests();
    await expect(detail.getByText(printed!.id, { exact: true })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Drukuj paragon' })).toHaveCount(0);
  } finally {
    await printer.close();
  }
});

test('an order with invoice details gets no receipt; an empty list has its text', async ({
  page,
  request,
}) => {
  const order = await paidOrder(request, { invoice: true });
  await openAsStaff(page, '/admin/orders');
  await page.getByRole('button', { name: new RegExp(`^Zamówienie #${order.id}\\b`) }).click();
  await expect(page.getByText(`NIP: ${NIP}`)).toBeVisible();
  await page.getByRole('button', { name: 'Drukuj paragon' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(
    'To zamówienie ma dane do faktury: wystaw fakturę VAT, paragonu nie drukuje się.',
  );
  await expect(dialog.getByRole('button', { name: 'Drukuj', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Anuluj' }).click();

  await page.route(
    (url) => url.pathname === '/api/admin/orders',
    (route) => route.fulfill({ json: { items: [], totalCount: 0 } }),
  );
  await page.getByLabel('Status').selectOption({ label: 'Anulowane' });
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByText('Brak zamówień do wyświetlenia')).toBeVisible();
  await expect(page.getByText('Strona 1 z 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Poprzednia' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Następna' })).toBeDisabled();
});

for (const width of [390, 1280]) {
  test(`staff find an order by its number or the buyer's e-mail (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const [first, second] = [await paidOrder(request), await paidOrder(request)];
    await openAsStaff(page, '/admin/orders');
    const list = page.getByRole('list', { name: 'Zamówienia' });
    const row = (id: number) =>
      list.getByRole('button', { name: new RegExp(`^Zamówienie #${id}\\b`) });
    const search = page.getByRole('search', { name: 'Szukaj zamówień' });
    const field = search.getByRole('searchbox', { name: 'Szukaj zamówienia' });

    // Part of the e-mail, in capitals: only that buyer's order.
    const part = first.email.split('@')[0]!.slice(-6).toUpperCase();
    await field.fill(part);
    await search.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${part}`));
    await expect(row(first.id)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText(first.email)).toBeVisible();

    // An order number with "#", submitted with Enter; a reload keeps the search.
    await field.fill(`#${second.id}`);
    await field.press('Enter');
    await expect(row(second.id)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(field).toHaveValue(`#${second.id}`);
    await expect(row(second.id)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
    await look(page, `staff-upkeep-orders-${width}`);

    // Nothing found reads as the empty list; the back button brings the previous search back.
    await field.fill('nikt-taki@nigdzie.test');
    await field.press('Enter');
    await expect(page.getByText('Brak zamówień do wyświetlenia')).toBeVisible();
    await page.goBack();
    await expect(field).toHaveValue(`#${second.id}`);
    await expect(row(second.id)).toBeVisible();

    // Clearing the field lists every paid order again.
    await field.fill('');
    await field.press('Enter');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(row(second.id)).toBeVisible();
    await expect(list.getByRole('listitem').nth(1)).toBeVisible();
  });
}
