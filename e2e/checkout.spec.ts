// /checkout: a real purchase from registration to a paid order (simulator), the checkout rules
// (empty cart, address field errors, locker code, invoice and coupon choices, submit), the
// errors of a refused order, and the InPost Geowidget path with a stand-in of its script.
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { look } from './support/look.ts';
import {
  STRONG_PASSWORD,
  openLoggedIn,
  registerShopper,
  uniqueEmail,
  uniquePhone,
} from './support/session.ts';
import { createProducts, staffToken, updateStock } from './support/cart-products.ts';

const uniqueName = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

interface CouponSpec {
  discountType: string;
  discountValue: number;
  minimumOrderPrice?: number;
  minimumProductPrice?: number;
}

/** A coupon made by staff through the API; answers its code. */
async function createCoupon(request: APIRequestContext, spec: CouponSpec): Promise<string> {
  const code = `E2E-${randomBytes(4).toString('hex').toUpperCase()}`;
  const response = await request.post('/api/coupons', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: { code, usageLimit: 10, ...spec },
  });
  if (response.status() !== 201) throw new Error(`coupon: ${await response.text()}`);
  return code;
}

/** Logs in a new shopper with these products in the server cart (one piece each). */
async function shopperWithCart(page: Page, request: APIRequestContext, productIds: number[]) {
  const token = await openLoggedIn(page, await registerShopper(request), '/config.json');
  const headers = { authorization: `Bearer ${token}` };
  for (const productId of productIds) {
    const added = await request.post(`/api/cart/items?productId=${productId}&quantity=1`, {
      headers,
    });
    expect(added.ok()).toBe(true);
  }
  return headers;
}

async function saveAddress(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.post('/api/users/me/addresses', {
    headers,
    data: {
      name: 'Anna Nowak',
      street: 'Długa 5',
      postalCode: '80-831',
      city: 'Gdańsk',
      country: 'Polska',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
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

const summary = (page: Page) => page.getByRole('region', { name: 'Podsumowanie zamówienia' });
/** The locker search's button (the header has a "Szukaj" of its own). */
const lockerSearch = (page: Page) =>
  page.getByRole('group', { name: 'Sposób dostawy' }).getByRole('button', { name: 'Szukaj' });
const submit = (page: Page) => page.getByRole('button', { name: 'Zamawiam i płacę' });

test('a shopper registers, buys with a new address, a parcel locker code and a coupon, pays and sees the order paid', async ({
  page,
  request,
}) => {
  test.slow(); // the whole purchase, through the payment provider's page and back
  // Day 1 of the drop: 70 % of 200,00 zł.
  const [lamp] = await createProducts(request, [
    { name: uniqueName('Lampa biurkowa'), msrp: 20_000, stock: 3 },
  ]);
  const code = await createCoupon(request, {
    discountType: 'PERCENTAGE_OFF_ORDER',
    discountValue: 10,
  });

  await page.goto('/register');
  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(uniqueEmail('zakupy'));
  await form.getByLabel('Telefon').fill(uniquePhone());
  await form.getByLabel('Hasło', { exact: true }).fill(STRONG_PASSWORD);
  await form.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await form.getByRole('button', { name: 'Zarejestruj się' }).click();
  await expect(page).toHaveURL('/');

  await page.goto(`/product/${lamp!.id}`);
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Przejdź do koszyka' }).click();
  await expect(page).toHaveURL('/cart');
  await page.getByRole('link', { name: 'Przejdź do kasy' }).click();
  await expect(page).toHaveURL('/checkout');

  // Step 'Wysyłka': no saved address yet, so the form is there to fill in.
  await expect(page.getByRole('navigation', { name: 'Kroki zamówienia' })).toContainText('Wysyłka');
  await page.getByLabel('Imię i nazwisko').fill('Jan Kowalski');
  await page.getByLabel('Ulica i numer').fill('Marszałkowska 1/2');
  await page.getByLabel('Kod pocztowy').fill('00-624');
  await page.getByLabel('Miasto').fill('Warszawa');
  await page.getByRole('radio', { name: /Paczkomat InPost/ }).check();
  // The search starts from the postal code just typed.
  await expect(page.getByLabel('Znajdź paczkomat')).toHaveValue('00-624');
  // InPost's search (the ShipX stand-in's points): a code, then a town and a street.
  await page.getByLabel('Znajdź paczkomat').fill('kra010');
  await lockerSearch(page).click();
  await page.getByRole('radio', { name: /KRA010/ }).check();
  await expect(page.getByText('Wybrany paczkomat: KRA010, Długa 1, 31-147 Kraków')).toBeVisible();
  await look(page, 'checkout-locker-search');
  await page.getByRole('button', { name: 'Dalej' }).click();

  // Step 'Potwierdzenie': the code typed here is added and applied in one step, and counted
  // with the shared totals.
  await expect(
    page.getByRole('navigation', { name: 'Kroki zamówienia' }).locator('[aria-current="step"]'),
  ).toHaveText(/Potwierdzenie/);
  await expect(page.getByText('Jan Kowalski')).toBeVisible();
  await expect(page.getByText('Paczkomat: KRA010, Długa 1, 31-147 Kraków')).toBeVisible();
  await expect(page.getByText('Nie masz kuponów, które można teraz wykorzystać.')).toBeVisible();
  await page.getByLabel('Kod kuponu').fill('NIE-MA-TAKIEGO');
  await page.getByRole('button', { name: 'Dodaj kupon' }).click();
  await expect(page.getByText('Nie znaleziono kuponu o podanym kodzie')).toBeVisible();
  await page.getByLabel('Kod kuponu').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Dodaj kupon' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(code) })).toBeChecked();
  await expect(summary(page)).toContainText('Wartość produktów140,00 zł');
  await expect(summary(page)).toContainText(`Rabat (${code})−14,00 zł`);
  await expect(summary(page)).toContainText('Dostawa10,00 zł');
  await expect(summary(page)).toContainText('Do zapłaty136,00 zł');

  await page.getByRole('radio', { name: /Przelew online/ }).check();
  await submit(page).click();
  await expect(page).toHaveURL(/\/api\/payments\/simulator\//);
  await expect(page.getByRole('heading', { name: /Płatność za zamówienie nr \d+/ })).toBeVisible();
  await expect(page.getByText('136,00 zł')).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać' }).click();

  // Back in the shop: the order is selected and paid.
  await expect(page).toHaveURL(/\/orders\?order=\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Dziękujemy — zamówienie opłacone' }),
  ).toBeVisible();
  const detail = page.getByRole('region', { name: /Zamówienie nr \d+/ });
  await expect(detail.getByText('Opłacone')).toBeVisible();
  await expect(detail).toContainText(lamp!.name);
  await expect(detail).toContainText('Paczkomat: KRA010');
  await expect(detail).toContainText('Razem136,00 zł');
  await expect(page.getByRole('list', { name: 'Zamówienia' })).toContainText('Opłacone');

  // The bought line left the cart.
  await page.goto('/cart');
  await expect(page.getByText('Twój koszyk jest pusty')).toBeVisible();
});

test('ordering from another address of the shop (localhost) pays and returns to the very order at the public address', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // through the payment provider's page and back
  const publicUrl = new URL(testInfo.project.use.baseURL!);
  const elsewhere = `http://localhost:${publicUrl.port}`;
  const shopper = await registerShopper(request);
  const [product] = await createProducts(request, [
    { name: uniqueName('Termos'), msrp: 10_000, stock: 2 },
  ]);
  const login = await request.post('/api/auth/login', { data: shopper });
  const auth = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${auth.token}` };
  await saveAddress(request, headers);
  expect(
    (await request.post(`/api/cart/items?productId=${product!.id}&quantity=1`, { headers })).ok(),
  ).toBe(true);
  // Logged in at localhost (sessions live per address).
  await page.goto(`${elsewhere}/config.json`);
  await page.evaluate((value) => localStorage.setItem('shop.auth', JSON.stringify(value)), auth);
  await page.goto(`${elsewhere}/checkout`);
  await page.getByRole('radio', { name: /Kurier InPost/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByRole('radio', { name: /Przelew online/ }).check();
  await submit(page).click();
  await expect(page).toHaveURL(/\/api\/payments\/simulator\//);
  const heading = await page
    .getByRole('heading', { name: /Płatność za zamówienie nr \d+/ })
    .textContent();
  const orderId = heading!.match(/\d+/)![0];
  await page.getByRole('button', { name: 'Zapłać' }).click();

  // Back at the shop's public address: its session is its own, so log in, then the order opens.
  await expect(page).toHaveURL(`${publicUrl.origin}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(shopper.email);
  await form.getByLabel('Hasło', { exact: true }).fill(shopper.password);
  await form.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(`${publicUrl.origin}/orders?order=${orderId}`);
  await expect(
    page
      .getByRole('region', { name: 'Dziękujemy — zamówienie opłacone' })
      .getByText(`Płatność za zamówienie nr ${orderId} dotarła.`),
  ).toBeVisible();
});

test('a guest who signs up from checkout lands back in checkout with the cart', async ({
  page,
  request,
}) => {
  const [mug] = await createProducts(request, [
    { name: uniqueName('Kubek termiczny'), msrp: 6_000, stock: 1 },
  ]);
  await page.goto(`/product/${mug!.id}`);
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Przejdź do koszyka' }).click();
  await page.getByRole('link', { name: 'Przejdź do kasy' }).click();

  // Checkout asks to log in, and says the cart stays; the shopper signs up instead.
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Zaloguj się, aby dokończyć zamówienie.')).toBeVisible();
  await page.getByRole('link', { name: 'Zarejestruj się' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByText('Po założeniu konta wrócisz do zamówienia')).toBeVisible();
  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(uniqueEmail('z-kasy'));
  await form.getByLabel('Telefon').fill(uniquePhone());
  await form.getByLabel('Hasło', { exact: true }).fill(STRONG_PASSWORD);
  await form.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await form.getByRole('button', { name: 'Zarejestruj się' }).click();

  await expect(page).toHaveURL('/checkout');
  await expect(
    page.getByText('Konto zostało założone. Wracasz do zamówienia', { exact: true }),
  ).toBeVisible();
  await expect(summary(page)).toContainText(mug!.name);
  await expect(page.getByLabel('Ulica i numer')).toBeVisible();
});

test('checkout sends guests to /login and an empty cart back to /', async ({ page, request }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL('/login');

  await openLoggedIn(page, await registerShopper(request), '/checkout');
  await expect(page).toHaveURL('/');
});

test('the shipping step shows the address field errors and moves on only when the address and the locker are right', async ({
  page,
  request,
}) => {
  const [product] = await createProducts(request, [
    { name: uniqueName('Czajnik'), msrp: 10_000, stock: 2 },
  ]);
  await shopperWithCart(page, request, [product!.id]);
  await page.goto('/checkout');

  await page.getByRole('button', { name: 'Dalej' }).click();
  for (const message of [
    'Imię/nazwisko jest wymagane',
    'Ulica jest wymagana',
    'Miasto jest wymagane',
    'Kod pocztowy jest wymagany',
    'Wybierz sposób dostawy',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  await page.getByLabel('Imię i nazwisko').fill('Ewa Zielińska');
  await page.getByLabel('Ulica i numer').fill('Ogrodowa 7');
  await page.getByLabel('Kod pocztowy').fill('31-001');
  await page.getByLabel('Miasto').fill('Kraków');
  await page.getByRole('radio', { name: /Paczkomat InPost/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByText('Wybierz paczkomat')).toBeVisible();
  // A made-up code is not found; nothing is chosen, so the step does not move on.
  await page.getByLabel('Znajdź paczkomat').fill('ZZZ999');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(
      'Nie znaleźliśmy paczkomatu dla „ZZZ999”. Sprawdź kod albo wpisz miejscowość lub ulicę.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /ZZZ999/ })).toHaveCount(0);
  // The API refuses it too (another shopper's order, through the API alone).
  const login = await request.post('/api/auth/login', { data: await registerShopper(request) });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const refused = await request.post('/api/orders', {
    headers,
    data: {
      shippingAddressId: await saveAddress(request, headers),
      invoiceDetailsId: null,
      items: [{ productId: product!.id, quantity: 1 }],
      returnUrl: '/orders',
      shippingMethod: 'INPOST_PARCEL_LOCKER',
      parcelLockerId: 'ZZZ999',
      couponId: null,
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Nie ma paczkomatu ZZZ999. Wyszukaj paczkomat po kodzie, miejscowości lub ulicy.',
  );
  await page.getByLabel('Znajdź paczkomat').fill('Kraków Długa');
  await lockerSearch(page).click();
  await expect(page.getByRole('radio', { name: /KRA010/ })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Paczkomaty' })).toContainText(
    'Długa 1, 31-147 Kraków',
  );
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('button', { name: 'Zmień' })).toHaveCount(0);

  // The address was saved meanwhile and is now chosen; the courier needs no locker.
  await expect(page.getByRole('radio', { name: /Ewa Zielińska/ })).toBeChecked();
  await page.getByRole('radio', { name: /Kurier InPost/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByText('Kurier InPost')).toBeVisible();
  // BLIK is chosen first: the order waits for a six-digit code.
  await expect(submit(page)).toBeDisabled();
  await expect(page.getByText('Wpisz 6-cyfrowy kod BLIK, aby złożyć zamówienie.')).toBeVisible();
  await page.getByLabel('Kod BLIK').fill('777 12');
  await expect(submit(page)).toBeDisabled();
  await page.getByLabel('Kod BLIK').fill('777 123');
  await expect(submit(page)).toBeEnabled();

  // Back to 'Wysyłka' keeps the choices.
  await page.getByRole('button', { name: 'Zmień' }).click();
  await expect(page.getByRole('radio', { name: /Kurier InPost/ })).toBeChecked();
});

test('submit needs invoice details when an invoice is wanted and a usable coupon when a coupon is wanted', async ({
  page,
  request,
}) => {
  // 70,00 zł on day 1.
  const [product] = await createProducts(request, [
    { name: uniqueName('Koc'), msrp: 10_000, stock: 2 },
  ]);
  const bigOrder = await createCoupon(request, {
    discountType: 'FIXED_AMOUNT_OFF_ORDER',
    discountValue: 1000,
    minimumOrderPrice: 50_000,
  });
  const dearProduct = await createCoupon(request, {
    discountType: 'PERCENTAGE_OFF_CHEAPEST_PRODUCT',
    discountValue: 20,
    minimumProductPrice: 20_000,
  });
  const headers = await shopperWithCart(page, request, [product!.id]);
  await saveAddress(request, headers);
  for (const code of [bigOrder, dearProduct]) {
    expect((await request.post('/api/coupons/assign', { headers, data: { code } })).status()).toBe(
      201,
    );
  }

  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Anna Nowak/ })).toBeChecked();
  await page.getByRole('radio', { name: /Kurier InPost/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByRole('radio', { name: /Przelew online/ }).check();
  await expect(submit(page)).toBeEnabled();

  // No coupon fits this cart: none is preselected, and both say why.
  const couponCard = page.getByRole('region', { name: 'Kupon rabatowy' });
  await expect(couponCard.getByRole('checkbox', { name: 'Użyj kuponu' })).not.toBeChecked();
  await couponCard.getByRole('checkbox', { name: 'Użyj kuponu' }).click();
  await expect(couponCard.getByRole('radio', { name: new RegExp(bigOrder) })).toBeDisabled();
  await expect(couponCard).toContainText('Minimalna wartość zamówienia: 500,00 zł');
  await expect(couponCard.getByRole('radio', { name: new RegExp(dearProduct) })).toBeDisabled();
  await expect(couponCard).toContainText('Minimalna wartość produktu: 200,00 zł');
  await expect(submit(page)).toBeDisabled();
  await expect(page.getByText('Wybierz kupon, aby złożyć zamówienie.')).toBeVisible();
  await couponCard.getByRole('checkbox', { name: 'Użyj kuponu' }).click();
  await expect(submit(page)).toBeEnabled();

  // An invoice is wanted: the button waits for invoice details, typed in right here.
  const invoiceCard = page.getByRole('region', { name: 'Faktura VAT' });
  await invoiceCard.getByRole('checkbox', { name: 'Chcę fakturę' }).click();
  await expect(submit(page)).toBeDisabled();
  await expect(page.getByText('Wybierz dane do faktury, aby złożyć zamówienie.')).toBeVisible();
  const invoiceForm = invoiceCard.getByRole('form', { name: 'Nowe dane do faktury' });
  await invoiceForm.getByRole('button', { name: 'Zapisz dane do faktury' }).click();
  await expect(invoiceForm.getByText('NIP jest wymagany')).toBeVisible();
  await invoiceForm.getByLabel('Nazwa firmy lub imię i nazwisko').fill('Nowak Sp. z o.o.');
  await invoiceForm.getByLabel('NIP').fill('5260250274');
  // The company sits at the delivery address: one tap copies it.
  await invoiceForm.getByRole('button', { name: 'Adres jak w adresie dostawy' }).click();
  await expect(invoiceForm.getByLabel('Ulica i numer')).toHaveValue('Długa 5');
  await expect(invoiceForm.getByLabel('Kod pocztowy')).toHaveValue('80-831');
  await expect(invoiceForm.getByLabel('Miasto')).toHaveValue('Gdańsk');
  await look(page, 'checkout-invoice-from-delivery', { bothWidths: true });
  await invoiceForm.getByRole('button', { name: 'Zapisz dane do faktury' }).click();
  await expect(invoiceCard.getByRole('radio', { name: /Nowak Sp. z o.o./ })).toBeChecked();
  await expect(submit(page)).toBeEnabled();
  // A NIP keeps the consumer's rights: only the buyer's own declaration gives them up
  // (art. 7aa, 38a), and it starts unticked.
  const professional = page.getByRole('checkbox', {
    name: 'Kupuję w ramach zawodowego charakteru mojej działalności',
  });
  await expect(professional).not.toBeChecked();
  await expect(page.getByText('zachowuje prawa konsumenta także z NIP na fakturze')).toBeVisible();
  await expectAccessible(page);
  await professional.click();
  const sent = page.waitForRequest(
    (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/orders',
  );
  await submit(page).click();
  expect((await sent).postDataJSON()).toMatchObject({ professionalPurchase: true });
  // The order placed, the shopper lands on the payment page.
  await expect(
    page.getByRole('heading', { name: /^Płatność za zamówienie nr \d+$/ }),
  ).toBeVisible();
});

test('a piece sold out meanwhile is named, and any other refusal shows its own Polish words', async ({
  page,
  request,
}) => {
  const [single, other] = await createProducts(request, [
    { name: uniqueName('Jedyny wazon'), msrp: 10_000, stock: 1 },
    { name: uniqueName('Świecznik'), msrp: 8_000, stock: 5 },
  ]);
  // A shopper whose live stream is cut (the cart then learns of the sale only when it orders):
  // the order is refused and says which piece. With the stream, live-cart.spec.ts.
  await page.route('**/api/live**', (route) => route.fulfill({ status: 204 }));
  const headers = await shopperWithCart(page, request, [single!.id, other!.id]);
  const addressId = await saveAddress(request, headers);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Kurier InPost/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByRole('radio', { name: /Przelew online/ }).check();
  await expect(submit(page)).toBeEnabled();

  // Someone else bought the last piece while this shopper was deciding.
  await updateStock(request, await staffToken(request), single!, 0);
  await submit(page).click();
  await expect(page.getByRole('alert')).toContainText(single!.name);
  await expect(summary(page)).toContainText('Nie zostaną zamówione:');
  await expect(summary(page)).toContainText('Do zapłaty66,00 zł'); // 56.00 + 10.00 shipping

  // The chosen address was deleted in another tab: the server's own words for that refusal.
  expect((await request.delete(`/api/users/me/addresses/${addressId}`, { headers })).ok()).toBe(
    true,
  );
  await submit(page).click();
  await expect(page.getByText('Nie znaleziono wybranego adresu dostawy')).toBeVisible();
});

test('with the Geowidget configured the locker is picked on the map', async ({ page, request }) => {
  // The runtime configuration names a widget; its script is a stand-in that follows the
  // documented contract (attributes in, the picked point as a document event out).
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: {
        ...config,
        geowidget: {
          scriptUrl: '/e2e-geowidget/inpost-geowidget.js',
          cssUrl: '/e2e-geowidget/inpost-geowidget.css',
          token: 'test-geowidget-token',
        },
      },
    });
  });
  await page.route('**/e2e-geowidget/inpost-geowidget.css', (route) =>
    route.fulfill({ contentType: 'text/css', body: 'inpost-geowidget{background:#fff}' }),
  );
  await page.route('**/e2e-geowidget/inpost-geowidget.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `customElements.define('inpost-geowidget', class extends HTMLElement {
        connectedCallback() {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Wybierz punkt WAW123M';
          button.dataset.token = this.getAttribute('token');
          button.onclick = () => document.dispatchEvent(new CustomEvent(this.getAttribute('onpoint'), {
            detail: { name: 'WAW123M', address: { line1: 'Marszałkowska 10', line2: '00-001 Warszawa' } },
          }));
          this.append(button);
        }
      });`,
    }),
  );

  const [product] = await createProducts(request, [
    { name: uniqueName('Parasol'), msrp: 10_000, stock: 2 },
  ]);
  const headers = await shopperWithCart(page, request, [product!.id]);
  await saveAddress(request, headers);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Paczkomat InPost/ }).check();

  const widget = page.locator('inpost-geowidget');
  await expect(widget).toHaveAttribute('token', 'test-geowidget-token');
  await expect(widget).toHaveAttribute('language', 'pl');
  await expect(widget).toHaveAttribute('config', 'parcelCollect');
  await expect(page.getByLabel('Kod paczkomatu')).toHaveCount(0);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByText('Wybierz paczkomat')).toBeVisible();

  await page.getByRole('button', { name: 'Wybierz punkt WAW123M' }).click();
  await expect(page.getByText('Wybrany paczkomat: WAW123M, Marszałkowska 10')).toBeVisible();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(
    page.getByText('Paczkomat: WAW123M, Marszałkowska 10, 00-001 Warszawa'),
  ).toBeVisible();
});

/** Presses Tab until one of `targets` has the focus; fails after 60 presses. */
async function tabTo(page: Page, ...targets: Locator[]) {
  for (let presses = 0; presses < 60; presses += 1) {
    for (const target of targets) {
      if (
        (await target.count()) === 1 &&
        (await target.evaluate((e) => e === document.activeElement))
      ) {
        return;
      }
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`the keyboard never reached ${targets.join(' or ')}`);
}

test('the whole purchase works by keyboard alone: cart, shipping, confirmation and payment', async ({
  page,
  request,
}) => {
  test.slow(); // a real order and payment, one key at a time
  const [lamp] = await createProducts(request, [
    { name: uniqueName('Lampka'), msrp: 10_000, stock: 2 },
  ]);
  await shopperWithCart(page, request, [lamp!.id]);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Koszyk', level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Przejdź do kasy' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/checkout');

  // Shipping: each field reached with Tab and typed into; the delivery chosen with the arrows.
  for (const [label, value] of [
    ['Imię i nazwisko', 'Jan Kowalski'],
    ['Ulica i numer', 'Marszałkowska 1/2'],
    ['Kod pocztowy', '00-624'],
    ['Miasto', 'Warszawa'],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(value);
  }
  const courier = page.getByRole('radio', { name: /Kurier InPost/ });
  const locker = page.getByRole('radio', { name: /Paczkomat InPost/ });
  // Tab enters the group on its chosen (or first) option; the arrows move the choice.
  await tabTo(page, courier, locker);
  for (let presses = 0; presses < 3 && !(await courier.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(courier).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Dalej' }));
  await page.keyboard.press('Enter');

  // Confirmation: the order is placed with Enter on „Zamawiam i płacę”.
  await expect(
    page.getByRole('navigation', { name: 'Kroki zamówienia' }).locator('[aria-current="step"]'),
  ).toHaveText(/Potwierdzenie/);
  // BLIK is chosen first; the arrows move to the transfer.
  const transfer = page.getByRole('radio', { name: /Przelew online/ });
  await tabTo(page, page.getByRole('radio', { name: /^BLIK/ }));
  await page.keyboard.press('ArrowDown');
  await expect(transfer).toBeChecked();
  await tabTo(page, submit(page));
  await page.keyboard.press('Enter');

  // The payment page, then back to the paid order.
  await expect(page).toHaveURL(/\/api\/payments\/simulator\//);
  await tabTo(page, page.getByRole('button', { name: 'Zapłać' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\?order=\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Dziękujemy — zamówienie opłacone' }),
  ).toBeVisible();
});
