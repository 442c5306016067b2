// Live stock on open pages, on a server of this file's own whose unpaid orders expire within
// seconds: a reserved piece reads 'Zarezerwowany' (not sold out) and comes back when its order
// expires, a piece paid in another browser turns sold out, and drop cards follow, all
// without a reload (the pages' live stock stream, GET /api/live).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';
import { startOwnServer, type ShopServer } from './support/own-server.ts';
import { registerShopper } from './support/session.ts';
import { buyerWithAddress, placeOrderAs, type Buyer } from './support/orders.ts';

/**
 * 12 s (the expiry sweep then runs every 1.2 s): long enough for a busy machine to open a page
 * or pay before the order expires, short enough to wait for the expiry.
 */
const RESERVATION_MINUTES = 0.2;
const RESERVATION_MS = RESERVATION_MINUTES * 60_000;
/** How long after the order a reserved piece may take to show up for sale again. */
const COMES_BACK_MS = RESERVATION_MS + 10_000;

// One server for the file: its tests run one after another in one worker.
test.describe.configure({ mode: 'default' });

let server: ShopServer;
let api: APIRequestContext;
let catalogue: Catalogue;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000); // a fresh database is migrated at start-up
  server = await startOwnServer({ ORDER_RESERVATION_MINUTES: String(RESERVATION_MINUTES) });
  api = await playwright.request.newContext({ baseURL: server.url });
  catalogue = await Catalogue.asStaff(api);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** The only piece of a product, in a drop that started a minute ago. */
async function lastPiece(name: string) {
  const drop = await catalogue.drop(-60_000);
  const product = await catalogue.product(drop.id, { name: unique(name), stock: 1 });
  return { drop, product };
}

/** Another shopper, registered with an address, ready to order. */
async function buyer(): Promise<Buyer> {
  const login = await api.post('/api/auth/login', { data: await registerShopper(api) });
  const { token } = (await login.json()) as { token: string };
  return buyerWithAddress(api, token, {
    name: 'Ewa Zielińska',
    street: 'Polna 3',
    postalCode: '60-101',
    city: 'Poznań',
  });
}

/** The buyer orders the piece and does not pay (yet): it is reserved for RESERVATION_MS. */
const order = (who: Buyer, productId: number) =>
  placeOrderAs(api, who, [{ productId, quantity: 1 }], { returnUrl: `${server.url}/orders` });

type Marked = { openedOnce?: boolean };

/**
 * Opens `path` on this file's server and waits until the page's live stock stream is connected,
 * so that what changes next reaches it through the stream (not the 15 s fallback polling). Marks
 * the page's window, so that a reload would show.
 */
async function openLive(page: Page, path: string) {
  const connected = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/live' && response.status() === 200,
  );
  await page.goto(`${server.url}${path}`);
  await connected;
  await page.evaluate(() => ((globalThis as Marked).openedOnce = true));
}

async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (globalThis as Marked).openedOnce)).toBe(true);
}

/** "14:35" in Polish time, as the shop writes the end of a reservation. */
const warsawTime = (iso: string) =>
  new Intl.DateTimeFormat('pl-PL', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Europe/Warsaw',
  }).format(new Date(iso));

async function productAvailability(page: Page): Promise<unknown> {
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}')).find((d) => d['@type'] === 'Product'),
    );
  return (data as { offers: { availability: string } }).offers.availability;
}

test("a reserved piece shows 'Zarezerwowany' and comes back when the order expires", async ({
  page,
}) => {
  test.slow(); // waits for a reservation to expire
  const { product } = await lastPiece('Aparat cyfrowy');
  await order(await buyer(), product.id);
  const held = (await (await api.get(`/api/products/${product.id}`)).json()) as {
    status: string;
    reservedUntil: string;
  };
  expect(held.status).toBe('RESERVED');

  await openLive(page, `/product/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Zarezerwowany', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Zarezerwowany – może wrócić do sprzedaży o ${warsawTime(held.reservedUntil)}`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page.getByText(/Ostatni egzemplarz czeka na płatność innego kupującego/),
  ).toBeVisible();
  await expect(page.getByText('Brak wolnych egzemplarzy – 1 zarezerwowany')).toBeVisible();
  await expect(page.getByText('Wyprzedany!')).toHaveCount(0);
  await expect(page.getByText('Został tylko 1')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Produkt zarezerwowany' })).toBeDisabled();
  // Nothing free to choose a quantity of.
  await expect(page.getByRole('spinbutton', { name: 'Ilość' })).toHaveCount(0);
  expect(await productAvailability(page)).toBe('https://schema.org/Reserved');

  // Nobody pays: the order expires and the same open page offers the piece again.
  await expect(page.getByRole('button', { name: 'Dodaj do koszyka' })).toBeEnabled({
    timeout: COMES_BACK_MS,
  });
  await expect(page.getByText('Zarezerwowany', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/może wrócić do sprzedaży/)).toHaveCount(0);
  await expect(page.getByText('Pozostał 1 egzemplarz')).toBeVisible();
  await expect(page.getByText('Został tylko 1')).toBeVisible();
  expect(await productAvailability(page)).toBe('https://schema.org/InStock');
  await expectNotReloaded(page);
});

test('a piece bought in another browser turns sold-out on an open product page without a reload', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers and a payment
  const { product } = await lastPiece('Słuchawki bezprzewodowe');
  const other = await buyer();

  await openLive(page, `/product/${product.id}`);
  await expect(page.getByRole('button', { name: 'Dodaj do koszyka' })).toBeEnabled();

  // Another shopper orders it: reserved for them, not sold.
  const placed = await order(other, product.id);
  await expect(page.getByText('Zarezerwowany', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Produkt zarezerwowany' })).toBeDisabled();
  await expect(page.getByText('Wyprzedany!')).toHaveCount(0);

  // ... and pays in their own browser, on the payment provider's page.
  const otherBrowser = await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  try {
    const payment = await otherBrowser.newPage();
    const paymentUrl = new URL(placed.paymentUrl, server.url);
    await payment.goto(paymentUrl.toString());
    await payment.getByRole('button', { name: 'Zapłać' }).click();
    // The provider sends the shopper back to the shop once the payment went through.
    await payment.waitForURL((url) => url.pathname !== paymentUrl.pathname);
  } finally {
    await otherBrowser.close();
  }

  await expect(page.getByText('Wyprzedany!')).toBeVisible();
  await expect(page.getByText('Zarezerwowany', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Produkt niedostępny' })).toBeDisabled();
  await expect(page.getByText('Pozostało 0 egzemplarzy')).toBeVisible();
  expect(await productAvailability(page)).toBe('https://schema.org/SoldOut');
  await expectNotReloaded(page);
});

test('a card in the drop list turns reserved while the shopper looks, and back', async ({
  page,
}) => {
  test.slow(); // waits for a reservation to expire
  const { drop, product } = await lastPiece('Lampka nocna');
  const other = await buyer();

  await openLive(page, `/collections/${drop.slug}`);
  const card = page
    .getByRole('list', { name: `Produkty z kolekcji ${drop.name}` })
    .getByRole('listitem')
    .filter({ hasText: product.name });
  await expect(card).toContainText('Został tylko 1');
  await expect(card).not.toContainText('Zarezerwowany');

  await order(other, product.id);
  await expect(card).toContainText('Zarezerwowany');
  await expect(card).not.toContainText('Został tylko 1');
  await expect(card).not.toContainText('Wyprzedany!');

  await expect(card).not.toContainText('Zarezerwowany', { timeout: COMES_BACK_MS });
  await expect(card).toContainText('Został tylko 1');
  await expectNotReloaded(page);
});
