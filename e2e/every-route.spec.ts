// Every route of the web app (apps/web/src/app/routes.tsx: the storefront, the account pages with
// data in them, every staff screen, the not-found pages), as guest, shopper and staff, at 1280 px
// and on a 390 px phone, each loaded once and checked for all of this:
// - accessibility (docs/accessibility.md): axe's WCAG 2.1 A and AA rules find no violation, of
//   any impact, and its serious best-practice findings are refused too;
// - Polish (decision 013, support/polish-text.ts): no English sentence where a person reads, no
//   price with a decimal point, and on the phone every control at least 44 x 44 px.
// A few states that open over a page (the added-to-cart dialog, the withdrawal step) as well.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique, type Drop, type Product } from './support/catalogue.ts';
import { deliveredOrder, type NewOrder } from './support/new-orders.ts';
import { settleAnimations } from './support/look.ts';
import { expectPolishPage } from './support/polish-text.ts';
import { openAsStaff, openLoggedIn } from './support/session.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Checks what is on screen: the page, or a dialog over it, called `where`. */
async function expectAllRight(page: Page, where: string) {
  // Pages settle first: no spinner, skeleton or loading text is left to check instead of the
  // content, so every text that will show is there.
  await expect(
    page.locator('[role="status"] .animate-spin, [data-testid$="skeleton"]'),
  ).toHaveCount(0);
  await expect(page.getByText('Ładowanie...', { exact: true })).toHaveCount(0);
  // Axe measures colours as drawn: a dialog still fading in has blended, low-contrast text.
  await settleAnimations(page);
  // One run for both sets (axe's time is per run): every WCAG finding, serious practice ones.
  // Only violations are collected: the passed checks' details (hundreds of kilobytes of markup
  // per page) are never read.
  const result = await new AxeBuilder({ page })
    .withTags([...WCAG_TAGS, 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = result.violations.filter(
    (v) =>
      v.tags.some((tag) => WCAG_TAGS.includes(tag)) ||
      v.impact === 'serious' ||
      v.impact === 'critical',
  );
  expect(
    found.map(
      (v) => `${where} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  await expectPolishPage(page, where, (page.viewportSize()?.width ?? 1280) < 500);
}

/** Opens `route` and waits for its main heading (`heading`: its text, or any h1). */
async function visit(page: Page, route: string, heading?: string | RegExp) {
  await page.goto(route);
  const h1 = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
  await expect(h1.first(), `the main heading of ${route}`).toBeVisible();
  await expectAllRight(page, route);
}

interface Shop {
  drop: Drop;
  product: Product;
}

async function shopWithPictures(request: APIRequestContext): Promise<Shop> {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000, { name: unique('Kolekcja dostępności') });
  // Over 1,000 zł, so thousands are grouped; a falling price, so the market price is struck.
  const product = await catalogue.product(drop.id, {
    name: unique('Lampka dostępna'),
    sourceUrl: 'https://example.com/aukcja',
    msrp: 290_000,
  });
  await catalogue.picture(product.id, '#10b981');
  await catalogue.picture(product.id, '#8b5cf6');
  // A sold-out piece without a picture: its card is faded, its „Brak zdjęcia” must still read.
  const soldOut = await catalogue.product(drop.id, { name: unique('Lampka wyprzedana') });
  await catalogue.update(soldOut, { stock: 0 });
  return { drop, product };
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('storefront routes', async ({ page, request }) => {
      test.setTimeout(90_000);
      const { drop, product } = await shopWithPictures(request);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /Najnowsza kolekcja/ })).toBeVisible();
      await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0);
      await expectAllRight(page, '/');
      await visit(page, '/collections');
      await visit(page, `/collections/${drop.slug}`, drop.name);
      await visit(page, `/product/${product.id}`, product.name);
      await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
      await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
      await expectAllRight(page, 'dialog „Dodano do koszyka”');
      await page.keyboard.press('Escape');
      await visit(page, '/cart', 'Koszyk');
    });

    // Apart from the routes above: each route's accessibility check takes seconds on a busy
    // 2-core machine, and together they outlasted one test's 90 s there.
    test('storefront lists', async ({ page, request }) => {
      test.setTimeout(90_000);
      await shopWithPictures(request);
      await visit(page, '/category/elektronika');
      await visit(page, `/search?term=${encodeURIComponent('Lampka')}`);
      await visit(page, '/explore');
    });

    test('information and not-found routes', async ({ page }) => {
      test.setTimeout(90_000);
      await visit(page, '/how-it-works');
      await visit(page, '/conditions-of-use', 'Regulamin sklepu');
      await visit(page, '/privacy-policy');
      await visit(page, '/accessibility', 'Dostępność');
      await visit(page, '/contact', 'Kontakt');
      await visit(page, '/product/');
      await visit(page, '/product/999999999');
      await visit(page, '/collections/nie-ma-takiej');
      await visit(page, '/category/nieznana');
      await visit(page, '/nie-ma-takiej-strony');
    });

    test('sign-in and e-mail link routes', async ({ page }) => {
      test.setTimeout(90_000);
      await visit(page, '/login');
      await visit(page, '/register');
      await visit(page, '/forgot-password');
      // Links whose token is not (or no longer) valid: the page says so.
      await visit(page, '/reset-password?token=nieprawidlowy');
      await visit(page, '/newsletter/confirm?token=nieprawidlowy');
      await visit(page, '/newsletter/unsubscribe?token=nieprawidlowy');
      await visit(page, '/reminders/confirm?token=nieprawidlowy');
    });

    test('account routes with data in them', async ({ page, request }) => {
      test.setTimeout(120_000);
      const order: NewOrder = await deliveredOrder(request, { lines: [{ price: 4_999 }] });
      const { drop, product } = await shopWithPictures(request);
      const single = await (await Catalogue.asStaff(request)).product(drop.id, { stock: 1 });
      const token = await openLoggedIn(page, order.shopper, '/settings');
      const headers = { authorization: `Bearer ${token}` };
      const list = await request.post('/api/wishlists', {
        headers,
        data: { name: 'Prezenty', productIds: [product.id] },
      });
      const wishlistId = ((await list.json()) as { id: number }).id;
      for (const productId of [product.id, single.id]) {
        const added = await request.post(`/api/cart/items?productId=${productId}&quantity=1`, {
          headers,
        });
        expect(added.ok()).toBe(true);
      }

      await visit(page, '/settings');
      await visit(page, '/wishlists');
      await visit(page, `/wishlists/${wishlistId}`, 'Prezenty');
      await visit(page, '/checkout');
      await visit(page, '/coupons');
      await visit(page, `/orders?order=${order.id}`, 'Zamówienia');
      await page.getByRole('button', { name: 'Odstąp od umowy' }).last().click();
      await expect(page.getByRole('dialog', { name: 'Odstąpienie od umowy' })).toBeVisible();
      await expectAllRight(page, 'the withdrawal step');
    });

    // Staff routes in two halves, each with its own time: eighteen pages with their checks take
    // about a minute alone, and twice that beside the rest of the suite on a busy machine.
    test('staff routes: collections and products', async ({ page, request }) => {
      test.setTimeout(120_000);
      const { drop, product } = await shopWithPictures(request);
      await openAsStaff(page, '/admin');
      await visit(page, '/admin');
      await visit(page, '/admin/create-collection');
      await visit(page, '/admin/collections');
      await visit(page, `/admin/edit-collection/${drop.id}`);
      await visit(page, '/admin/create-product');
      await visit(page, `/admin/edit-product/${product.id}`);
      await visit(page, '/admin/edit-product-by-id');
      await visit(page, '/admin/manufacturers', 'Producenci');
      await visit(page, '/admin/import-products', 'Import produktów');
    });

    test('staff routes: the desk', async ({ page }) => {
      test.setTimeout(120_000);
      await openAsStaff(page, '/admin/coupons');
      await visit(page, '/admin/coupons');
      await visit(page, '/admin/create-coupon');
      await visit(page, '/admin/orders');
      await visit(page, '/admin/returns');
      await visit(page, '/admin/ksef', 'KSeF');
      await visit(page, '/admin/exports', 'Eksport');
      await visit(page, '/admin/audit', 'Historia zmian');
      await visit(page, '/admin/staff', 'Pracownicy');
      await visit(page, '/admin/customers', 'Klienci');
    });
  });
}
