// The lobby as a shopper meets it away from the collection page (issue 45), on a 390 px phone and
// a server of its own whose admissions last 30 s: a shopper not let in finds a lobby product in
// search and is led to the queue instead of a dead „Dodaj do koszyka”; a shopper let in (on
// another device: here the API) opens the product in a fresh tab and buys it; the API's 403
// reaches the screen in its own Polish words at add-to-cart and at checkout.
import type { APIRequestContext, Browser } from '@playwright/test';
import { Catalogue, unique } from './support/catalogue.ts';
import { test, expect } from './support/fixtures.ts';
import { admittedThroughApi, joinLobby } from './support/lobby.ts';
import { look } from './support/look.ts';
import { buyerWithAddress } from './support/orders.ts';
import { startOwnServer, type ShopServer } from './support/own-server.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';
import { toasts } from './support/toasts.ts';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
/** The API's refusal (flows/lobby/admission.ts), word for word. */
const ADMISSION_REQUIRED =
  'Do tej kolekcji wchodzi się przez kolejkę: dołącz do niej na stronie kolekcji, a gdy przyjdzie Twoja kolej, kup ten produkt';

test.use(PHONE);
test.describe.configure({ mode: 'default' });

let server: ShopServer;
let api: APIRequestContext;
let drop: { id: number; slug: string };
let product: { id: number; name: string };

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000); // a fresh database is migrated at start-up
  server = await startOwnServer({ LOBBY_ADMISSION_MINUTES: '0.5' });
  api = await playwright.request.newContext({ baseURL: server.url });
  const catalogue = await Catalogue.asStaff(api);
  // Started a moment ago: its lobby runs for fifteen minutes more.
  drop = await catalogue.drop(2_000, { lobby: true });
  product = await catalogue.product(drop.id, { name: unique('Lampa z kolejki'), stock: 3 });
  await expect
    .poll(async () => (await (await api.get(`/api/products/${product.id}`)).json()).status, {
      timeout: 15_000,
    })
    .toBe('AVAILABLE');
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function shopperPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url, ...PHONE });
  return { context, page: await context.newPage() };
}

test('a shopper not let in meets the lobby product in search and is led to the queue', async ({
  browser,
}) => {
  const { context, page } = await shopperPage(browser);
  try {
    await openLoggedIn(page, await registerShopper(api), `/search?term=${product.name}`);
    const card = page.getByRole('article').filter({ hasText: product.name });
    await expect(card.getByText('Wejście przez kolejkę')).toBeVisible();
    await look(page, 'lobby-search-card', { bothWidths: true });
    await card.getByRole('link', { name: product.name }).click();

    await expect(page.getByText('Do tej kolekcji wchodzi się przez kolejkę')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dodaj do koszyka' })).toHaveCount(0);
    await look(page, 'lobby-product-queue', { bothWidths: true });
    await page.getByRole('link', { name: 'Przejdź do kolejki' }).click();
    await expect(page).toHaveURL(new RegExp(`/collections/${drop.slug}$`));
    await expect(page.getByRole('region', { name: 'Jesteś w kolejce' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a 403 from the API shows its own Polish words at add-to-cart', async ({ browser }) => {
  // This tab holds an admission the server refuses (another account's): the add is refused.
  const other = await api.post('/api/auth/login', { data: await registerShopper(api) });
  const { token } = (await other.json()) as { token: string };
  await joinLobby(api, token, drop.id);
  const foreign = await admittedThroughApi(api, token, drop.id);
  const { context, page } = await shopperPage(browser);
  try {
    await openLoggedIn(page, await registerShopper(api), '/config.json');
    await page.evaluate(
      (held) => sessionStorage.setItem('shop.admissions', JSON.stringify([held])),
      {
        dropId: drop.id,
        token: foreign.admissionToken,
        until: Date.parse(foreign.admittedUntil),
      },
    );
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expect(toasts(page).getByText(ADMISSION_REQUIRED)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a shopper let in on another device opens the product in a fresh tab and buys it; once the admission ran out, checkout says why in Polish', async ({
  browser,
}) => {
  test.slow(); // the admission's 30 s run out
  const credentials = await registerShopper(api);
  const login = await api.post('/api/auth/login', { data: credentials });
  const { token } = (await login.json()) as { token: string };
  await buyerWithAddress(api, token);
  await joinLobby(api, token, drop.id);
  await admittedThroughApi(api, token, drop.id);

  const { context, page } = await shopperPage(browser);
  try {
    await openLoggedIn(page, credentials, `/product/${product.id}`);
    await expect(page.getByText(/Jesteś w środku — masz czas do \d{2}:\d{2}/)).toBeVisible();
    await look(page, 'lobby-product-admitted', { bothWidths: true });
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expect(page.getByRole('dialog')).toContainText(product.name);
    await page.keyboard.press('Escape');

    await page.goto('/checkout');
    await page.getByRole('radio', { name: /Kurier InPost/ }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByRole('radio', { name: /Przelew online/ }).check();
    // The admission runs out before the shopper orders.
    const headers = { authorization: `Bearer ${token}` };
    await expect
      .poll(
        async () =>
          (
            (await (
              await api.get(`/api/drops/${drop.id}/lobby/admission`, { headers })
            ).json()) as { admittedUntil: string | null }
          ).admittedUntil,
        { timeout: 45_000, intervals: [1_000] },
      )
      .toBeNull();
    await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ADMISSION_REQUIRED })).toBeVisible();
    await look(page, 'lobby-checkout-refused', { bothWidths: true });
  } finally {
    await context.close();
  }
});
