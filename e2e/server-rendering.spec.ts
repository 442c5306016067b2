// Public catalogue pages arrive as HTML with their content (a phone shows them before any
// script, a link preview or crawler reads them without scripts) and the browser hydrates that
// HTML instead of building the page again; a page that hydrates differently is reported. What a
// product page's HTML holds is checked in product.spec.ts.
import { test as bare } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';

const HOUR = 3_600_000;

test('without scripts a shopper still sees the landing page, collections, a collection, a category and a product', async ({
  browser,
  request,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-HOUR, { categories: ['HOME_AND_GARDEN'] });
  const product = await catalogue.product(drop.id, {
    name: unique('Lampa stojąca'),
    category: 'HOME_AND_GARDEN',
  });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Najnowsza kolekcja/ })).toBeVisible();
  await page.goto('/collections');
  await expect(page.getByRole('link', { name: new RegExp(drop.name) }).first()).toBeVisible();
  await page.goto(`/collections/${drop.slug}`);
  await expect(page.getByRole('heading', { name: drop.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(product.name) }).first()).toBeVisible();
  await page.goto('/category/dom-i-ogród');
  await expect(page.getByRole('link', { name: new RegExp(product.name) }).first()).toBeVisible();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await context.close();
});

test('the browser takes over the server’s page as it is: the same elements, then working buttons', async ({
  page,
  request,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-HOUR, { categories: ['SPORT'] });
  const product = await catalogue.product(drop.id, {
    name: unique('Kask rowerowy'),
    category: 'SPORT',
  });

  // Hold the app's script back until the server's heading is marked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { name: product.name, level: 1 });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-from-server', ''));
  release();

  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
  // Hydrated, not rebuilt: the heading is still the element the server sent.
  await expect(page.locator('h1[data-from-server]')).toHaveText(product.name);
});

bare('a page that hydrates differently from the server’s HTML is reported', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/collections', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<h1[^>]*>)[^<]*/, '$1Inny nagłówek');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/collections');
  await expect.poll(() => errors.join('\n')).toMatch(/hydrat/i);
});

test('the countdown of an upcoming collection arrives with the page and ticks once the page is taken over', async ({
  page,
  request,
}) => {
  const catalogue = await Catalogue.asStaff(request);
  const upcoming = await catalogue.drop(2 * 86_400_000);
  const sent = await (await request.get(`/collections/${upcoming.slug}`)).text();
  expect(sent).toMatch(/role="timer"/);

  await page.goto(`/collections/${upcoming.slug}`);
  const timer = page.getByRole('timer').first();
  const first = await timer.getAttribute('aria-label');
  await expect(timer).not.toHaveAttribute('aria-label', first!, { timeout: 3000 });
});

test('words typed into the search before the page is taken over are searched for', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Szukaj produktów' }).fill('słuchawki');
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await search.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/\/search\?term=s%C5%82uchawki$/);
});

test('a link tapped while the page is being taken over is followed once it is', async ({
  page,
}) => {
  // The tap comes the moment the app starts taking the page over (data-hydrating), before
  // React has hydrated anything: the latest a tap can come before its router is ready.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.documentElement;
      if (!root.hasAttribute('data-hydrating')) return;
      observer.disconnect();
      root.dataset.tappedBeforeHydrated = String(!root.hasAttribute('data-hydrated'));
      document.querySelector<HTMLElement>('footer a[href="/how-it-works"]')!.click();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrating'] });
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jak to działa' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-tapped-before-hydrated', 'true');
});
