// The installable shop (docs/pwa.md), installing nothing: the manifest and its icons, the
// service worker registered and in control, the Polish offline page when the network is gone,
// no API answer (a price) ever served by the worker, and the one polite „Dodaj do ekranu
// głównego” offer on a phone (on an iPhone, where to tap in Safari), answered once for good.
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_BROWSER_PATH } from '../playwright.config.ts';
import { test, expect } from './support/fixtures.ts';
import { Catalogue } from './support/catalogue.ts';
import { look } from './support/look.ts';

const HOUR = 3_600_000;

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

const workerReady = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  // What this file tests (the other files run without it: playwright.config.ts).
  serviceWorkers: 'allow',
});

test('the manifest names a Polish, standalone shop with icons that exist', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Outlet Drop – kolekcje zwrotów i nadwyżek',
    short_name: 'Outlet Drop',
    lang: 'pl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f172a',
  });
  const sizes = new Set<string>();
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body()).join('x')).toBe(icon.sizes);
    sizes.add(icon.sizes);
  }
  // What browsers ask of an installable app: a 192 px and a 512 px icon.
  expect([...sizes].sort()).toEqual(['192x192', '512x512']);
});

test('Chromium finds the shop installable, and the check is real', async ({ baseURL }) => {
  // The check Lighthouse's installability audit asked Chromium for; only the full browser
  // answers it (the tests' headless shell says nothing either way).
  const browser = await chromium.launch({
    executablePath: CHROMIUM_BROWSER_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ baseURL });
    const cdp = await page.context().newCDPSession(page);
    const problems = async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
        .map((problem) => problem.errorId)
        // A test browser's context is a private one, where Chromium never installs anything.
        .filter((id) => id !== 'in-incognito');
    await page.goto('/');
    expect(await workerReady(page)).toMatch(/\/sw\.js$/);
    expect(await problems()).toEqual([]);
    // The offline page has no manifest: not installable, so the check does look.
    await page.goto('/offline.html');
    expect(await problems()).toContain('no-manifest');
  } finally {
    await browser.close();
  }
});

test('the worker keeps the app’s files, never a price, and shows the offline page', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-HOUR);
  const product = await catalogue.product(drop.id, { msrp: 20_000 });
  await page.goto(`/product/${product.id}`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  expect(await workerReady(page)).toMatch(/\/sw\.js$/);
  // Loaded again under the worker's control: the app's files go through it.
  await page.reload();
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.map((url) => new URL(url).pathname);
  });
  expect(kept).toContain('/offline.html');
  expect(kept.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(kept.filter((path) => path.startsWith('/api/') || path === '/config.json')).toEqual([]);

  const errorsBeforeOffline = consoleErrors.length;
  await context.setOffline(true);
  // Offline, the product's answer (its price) is not served from anywhere: the request fails.
  const priceOffline = await page.evaluate(async (id) => {
    try {
      await fetch(`/api/products/${id}`, { cache: 'no-store' });
      return 'answered';
    } catch {
      return 'failed';
    }
  }, product.id);
  expect(priceOffline).toBe('failed');
  // A page asked for offline: the Polish offline page, with no price on it.
  await page.goto(`/collections/${drop.slug}`);
  await expect(page.getByRole('heading', { name: 'Jesteś offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Spróbuj ponownie' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('zł');
  await look(page, 'pwa-offline-390');

  // The browser reports the requests the network refused while offline, which this test
  // provoked: straight from the page (ERR_INTERNET_DISCONNECTED) or through the worker, whose own
  // fetch failed (ERR_FAILED: an app file the page asked for then, not kept yet). Only those, and
  // only in that window; nothing else may have gone wrong.
  const offlineErrors = consoleErrors.splice(errorsBeforeOffline);
  expect(offlineErrors.length).toBeGreaterThan(0);
  for (const error of offlineErrors) {
    expect(error).toMatch(/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/);
  }
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByRole('heading', { name: drop.name })).toBeVisible();
});

test('a phone is offered „Dodaj do ekranu głównego” once, after a while, never in checkout', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/cart');
  expect(await workerReady(page)).toMatch(/\/sw\.js$/);
  // The browser says the shop can be installed (its event, with the prompt it would show).
  const offerInstall = () =>
    page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: async () => {
          (window as unknown as { prompted: number }).prompted =
            ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  // The shop holds the browser's own banner back…
  expect(await offerInstall()).toBe(true);
  const offer = page.getByRole('complementary', { name: 'Dodaj sklep do ekranu głównego' });
  // …and offers it itself only after the first half minute.
  await page.clock.fastForward(20_000);
  await expect(offer).toHaveCount(0);
  await page.clock.fastForward(11_000);
  // Not in the cart (nor checkout): the shopper is busy there.
  await expect(page.getByRole('heading', { name: 'Koszyk' })).toBeVisible();
  await expect(offer).toHaveCount(0);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Outlet ?Drop/ })
    .click();
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Dodaj Outlet Drop do ekranu głównego');
  await look(page, 'pwa-install-offer-390');
  await offer.getByRole('button', { name: 'Dodaj' }).click();
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);

  // Answered: never again on this device.
  await page.reload();
  expect(await workerReady(page)).toMatch(/\/sw\.js$/);
  await offerInstall();
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(offer).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });

  test('Safari, which has no install prompt, is told once where to tap', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    expect(await workerReady(page)).toMatch(/\/sw\.js$/);
    const offer = page.getByRole('complementary', { name: 'Dodaj sklep do ekranu głównego' });
    await page.clock.fastForward(31_000);
    await expect(offer).toContainText(
      'Stuknij „Udostępnij” na pasku przeglądarki, a potem „Do ekranu początkowego”.',
    );
    await expect(offer.getByRole('button', { name: 'Dodaj' })).toHaveCount(0);
    await look(page, 'pwa-install-ios-390');
    await offer.getByRole('button', { name: 'Rozumiem' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    expect(await workerReady(page)).toMatch(/\/sw\.js$/);
    await page.clock.fastForward(31_000);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(offer).toHaveCount(0);
  });
});
