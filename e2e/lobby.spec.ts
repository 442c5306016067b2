// The lobby of a drop's opening (decision 031) on a 390 px phone, on a server of its own that
// admits one shopper every two seconds: the shopper waits in the lobby before the start, sees a
// place in the line at the start, is let in and buys, without reloading the collection page.
// Three other shoppers wait in the same lobby through the API. Joining costs the proof of work
// (LOBBY_CHALLENGE on, the default): the browser solves it before joining. The place and the
// admission come over the live stream, not by asking again.
import type { APIRequestContext } from '@playwright/test';
import { Catalogue } from './support/catalogue.ts';
import { test, expect } from './support/fixtures.ts';
import { joinLobby } from './support/lobby.ts';
import { look } from './support/look.ts';
import { buyerWithAddress } from './support/orders.ts';
import { startOwnServer, type ShopServer } from './support/own-server.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ mode: 'default' });

let server: ShopServer;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000); // a fresh database is migrated at start-up
  server = await startOwnServer({ LOBBY_ADMISSIONS_PER_SECOND: '0.5' });
  api = await playwright.request.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** Another shopper in the lobby, through the API. */
async function waitingShopper(dropId: number) {
  const login = await api.post('/api/auth/login', { data: await registerShopper(api) });
  const { token } = (await login.json()) as { token: string };
  await joinLobby(api, token, dropId);
}

test('a shopper waits in the lobby, gets a place at the start, is let in and buys', async ({
  browser,
}) => {
  test.slow(); // the start, then admissions every two seconds
  const catalogue = await Catalogue.asStaff(api);
  const drop = await catalogue.drop(25_000, { lobby: true });
  const product = await catalogue.product(drop.id, { name: 'Kurtka przeciwdeszczowa', stock: 3 });
  for (let i = 0; i < 3; i += 1) await waitingShopper(drop.id);

  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  // The place and the admission come over the live stream: the page asks the lobby only to join.
  let lobbyAsks = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/drops\/\d+\/lobby$/.test(request.url())) {
      lobbyAsks += 1;
    }
  });
  try {
    const token = await openLoggedIn(page, await registerShopper(api), `/collections/${drop.slug}`);
    await buyerWithAddress(api, token);
    const lobby = page.getByRole('region', { name: 'Jesteś w kolejce' });
    await expect(lobby).toBeVisible();
    await expect(lobby).toContainText('kolejność osób czekających zostanie wylosowana');
    await look(page, 'lobby-before-start', { bothWidths: true });

    // At the start: a place in the line (nobody is let in during the first two seconds).
    await expect(lobby.getByText('Twoje miejsce')).toBeVisible({ timeout: 30_000 });
    await expect(lobby.locator('dd').first()).toHaveText(/^[1-4]$/);
    await look(page, 'lobby-place', { bothWidths: true });

    // Let in: the products appear on the same page.
    const card = page.getByRole('link', { name: /Kurtka przeciwdeszczowa/ }).first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(lobby).toHaveCount(0);
    // Joined once; at most one more ask had the stream been slow to open (it asks after 5 s).
    expect(lobbyAsks).toBeGreaterThanOrEqual(1);
    expect(lobbyAsks).toBeLessThanOrEqual(2);
    await card.click();
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await page.keyboard.press('Escape');
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /Kurier InPost/ }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByRole('radio', { name: /Przelew online/ }).check();
    await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/simulator\//);
    expect(product.id).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
