// Passkeys on a 390 px phone (docs/passkeys.md), with Chromium's virtual authenticator (the CDP
// `WebAuthn` domain: a platform authenticator that keeps discoverable keys and verifies the
// user). The shopper adds a passkey in settings and names it, logs out, signs in with it in a
// drop's lobby, is let in and buys, paying with BLIK. A passkey is bound to a domain and an IP
// address cannot be one, so this file runs a server of its own at http://localhost:<port>.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { freePort } from '../apps/api/src/test/server-process.ts';
import { Catalogue } from './support/catalogue.ts';
import { test, expect } from './support/fixtures.ts';
import { look } from './support/look.ts';
import { buyerWithAddress } from './support/orders.ts';
import { startShopServer, type ShopServer } from './support/own-server.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';
import { toasts } from './support/toasts.ts';

test.describe.configure({ mode: 'default' });

let server: ShopServer;
let shop: string;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000); // a fresh database is migrated at start-up
  const port = await freePort();
  shop = `http://localhost:${port}`;
  server = await startShopServer({
    port,
    seedDemo: false,
    startTimeoutMs: 90_000,
    env: { PUBLIC_URL: shop },
  });
  api = await playwright.request.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** A phone whose screen lock confirms every passkey prompt at once. */
async function phoneWithPasskeys(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

test('a passkey added in settings signs in in the lobby, and the shopper buys', async ({
  browser,
}) => {
  test.slow(); // the lobby's proof of work, a checkout and a BLIK payment
  const catalogue = await Catalogue.asStaff(api);
  // Opened a moment ago: its lobby still runs, and lets a shopper who joins now in at once.
  const drop = await catalogue.drop(-2_000, { lobby: true });
  await catalogue.product(drop.id, { name: 'Plecak turystyczny', stock: 2 });

  const context = await browser.newContext({
    baseURL: shop,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    const keptOnThePhone = await phoneWithPasskeys(context, page);
    const shopper = await registerShopper(api);
    const token = await openLoggedIn(page, shopper, '/settings?tab=security');
    await buyerWithAddress(api, token);

    const card = page.getByRole('region', { name: 'Klucze dostępu' });
    await expect(card.getByText('Nie masz jeszcze klucza dostępu.')).toBeVisible();
    await card.getByRole('button', { name: 'Dodaj klucz dostępu' }).click();
    await expect(toasts(page).getByText('Dodano klucz dostępu')).toBeVisible();
    const name = card.getByRole('textbox', { name: 'Nazwa klucza „Klucz dostępu 1”' });
    await expect(name).toBeFocused();
    await name.fill('Mój telefon');
    await card.getByRole('button', { name: 'Zapisz nazwę' }).click();
    const keys = card.getByRole('list', { name: 'Twoje klucze dostępu' });
    await expect(keys.getByRole('listitem')).toHaveCount(1);
    await expect(keys).toContainText('Mój telefon');
    await expect(keys).toContainText('jeszcze nieużyty');
    await look(page, 'passkeys-settings', { bothWidths: true, fullPage: true });
    // The phone keeps a discoverable key for the shop's domain, with a handle that is not the e-mail.
    const [kept] = await keptOnThePhone();
    expect(kept).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    const handle = Buffer.from(kept!.userHandle!, 'base64');
    expect(handle).toHaveLength(32);
    expect(handle.toString('latin1')).not.toContain(shopper.email);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu mobilne' })
      .getByRole('button', { name: 'Wyloguj się' })
      .click();
    await expect(page).toHaveURL(`${shop}/`);

    // What the page asks for from the sign-in on: no product before the shopper has joined the
    // queue (they flashed up, read while the account's admission was still being read: a slow
    // machine caught it).
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && pathname === `/api/drops/${drop.id}/lobby`) {
        asked.push('join');
      } else if (pathname === `/api/products/drop/${drop.id}`) asked.push('products');
    });
    await page.goto(`/collections/${drop.slug}`);
    const lobby = page.getByRole('region', { name: 'Kolekcja otwiera się z kolejką' });
    const signIn = lobby.getByRole('button', { name: 'Zaloguj się kluczem dostępu' });
    await expect(signIn).toBeVisible();
    await look(page, 'passkeys-lobby-guest', { bothWidths: true });
    asked.length = 0;
    await signIn.click();
    // Signed in without a password, the shopper joins the queue on the same page and is let in.

    const piece = page.getByRole('link', { name: /Plecak turystyczny/ }).first();
    await expect(piece).toBeVisible({ timeout: 20_000 });
    await expect(lobby).toHaveCount(0);
    expect(asked[0]).toBe('join');
    expect(asked).toContain('products');
    await piece.click();
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await page.keyboard.press('Escape');
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /Kurier InPost/ }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByLabel('Kod BLIK').fill('777123');
    await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
    await expect(page).toHaveURL(/\/orders\?order=\d+$/);
    const order = page.getByRole('region', { name: /Zamówienie nr \d+/ });
    await expect(order.getByText('Opłacone', { exact: true })).toBeVisible({ timeout: 15_000 });

    // Settings say when the passkey was last used.
    await page.goto('/settings?tab=security');
    await expect(keys).toContainText('ostatnio użyty');
    // Removed, it signs in no more; the session goes on.
    await card.getByRole('button', { name: 'Usuń klucz „Mój telefon”' }).click();
    await card.getByRole('button', { name: 'Usuń klucz', exact: true }).click();
    await expect(toasts(page).getByText('Usunięto klucz dostępu')).toBeVisible();
    await expect(toasts(page)).toContainText('Potwierdzenie przyjdzie na Twój adres e-mail.');
    await expect(card.getByText('Nie masz jeszcze klucza dostępu.')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('at checkout a guest signs in with a passkey and comes back to the order', async ({
  browser,
}) => {
  const catalogue = await Catalogue.asStaff(api);
  const drop = await catalogue.drop(-60_000, { lobby: false });
  const product = await catalogue.product(drop.id, { name: 'Czajnik elektryczny', stock: 1 });

  const context = await browser.newContext({
    baseURL: shop,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  try {
    await phoneWithPasskeys(context, page);
    await openLoggedIn(page, await registerShopper(api), '/settings?tab=security');
    const card = page.getByRole('region', { name: 'Klucze dostępu' });
    await card.getByRole('button', { name: 'Dodaj klucz dostępu' }).click();
    await expect(card.getByRole('list', { name: 'Twoje klucze dostępu' })).toContainText(
      'Klucz dostępu 1',
    );
    await page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();

    // A guest's cart, then checkout: the guard sends the guest to log in.
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await page.keyboard.press('Escape');
    await page.goto('/checkout');
    await expect(page).toHaveURL(`${shop}/login`);
    await expect(page.getByText('Zaloguj się, aby dokończyć zamówienie.')).toBeVisible();
    const signIn = page.getByRole('button', { name: 'Zaloguj się kluczem dostępu' });
    await expect(signIn).toBeVisible();
    await look(page, 'passkeys-login', { bothWidths: true });
    await signIn.click();
    await expect(page).toHaveURL(`${shop}/checkout`);
    await expect(toasts(page).getByText('Zalogowano. Wracasz do zamówienia')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Czajnik elektryczny');
  } finally {
    await context.close();
  }
});
