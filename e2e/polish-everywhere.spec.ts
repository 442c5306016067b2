// Every route, as guest, shopper and staff, on a 390 px phone and a 1280 px desktop: no price
// written with a decimal point ("2029.30 zł" instead of "2 029,30 zł"), no English sentence where
// a person reads (text, labels, placeholders, tooltips), and on the phone every control at
// least 44 x 44 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';
import { openAsStaff, openLoggedIn, registerShopper } from './support/session.ts';

test.describe.configure({ mode: 'parallel' });
test.slow(); // dozens of pages at two widths

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Words of English sentences that Polish text never contains. */
const ENGLISH =
  /\b(the|is|are|was|not|found|required|invalid|failed|loading|please|error|collection|collections|product|products|price|order|orders|cart|submit|must|cannot|unknown|expected|received|and|with|your|you|this|of|at least|add|remove|save|cancel|close|next|previous|search)\b/i;
/** A price the English way: "2029.30 zł", "26.53zł". */
const DOT_PRICE = /\d\.\d{2}\s*zł/;

interface Finding {
  what: string;
  text: string;
}

/** What a person reads on the page: its text and the words of its labels and hints. */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attribute);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Controls a thumb hits that are smaller than 44 x 44 px (links inside sentences excepted). */
function smallTargets(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="checkbox"], [role="radio"], [role="tab"], [role="slider"], [role="switch"], [role="combobox"]';
    const found: { what: string; text: string }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = el.getBoundingClientRect();
      // Visually hidden (sr-only, e.g. the skip link until focused) controls are not targets.
      if (box.width <= 1 || box.height <= 1 || style.clipPath !== 'none') continue;
      // A link stretched over its card (::after inset 0) is hit through the whole card.
      if (getComputedStyle(el, '::after').position === 'absolute') {
        let card = el.parentElement;
        while (card && getComputedStyle(card).position === 'static') card = card.parentElement;
        if (card) box = card.getBoundingClientRect();
      }
      // A link inside a sentence is sized by its text (WCAG 2.5.8 "inline").
      const sentence = el.parentElement?.textContent?.trim() ?? '';
      if (el.tagName === 'A' && sentence.length > (el.textContent?.trim().length ?? 0)) continue;
      // A checkbox or radio is hit through its whole labelled row.
      const kind = el.getAttribute('role') ?? (el as HTMLInputElement).type;
      if (['checkbox', 'radio'].includes(kind)) {
        const row = el.closest('label') ?? el.parentElement;
        if (row) box = row.getBoundingClientRect();
      }
      if (box.width < 43.5 || box.height < 43.5) {
        found.push({
          what: `${el.tagName.toLowerCase()} ${Math.round(box.width)}x${Math.round(box.height)}`,
          text: (el.getAttribute('aria-label') ?? el.innerText ?? '').trim().slice(0, 40),
        });
      }
    }
    return found;
  });
}

async function check(page: Page, path: string, phone: boolean) {
  await page.setViewportSize(phone ? PHONE : DESKTOP);
  await page.goto(path);
  // Settled: no spinner or skeleton left, so every text that will show is there.
  await expect(page.getByText('Ładowanie...', { exact: true })).toHaveCount(0);
  await expect(page.locator('[data-testid="product-card-skeleton"]')).toHaveCount(0);
  const texts = await readableTexts(page);
  const english = texts
    .flatMap((text) => text.split('\n'))
    .filter((line) => ENGLISH.test(line) && !ALLOWED.some((allowed) => allowed.test(line)));
  const dotPrices = texts.flatMap((text) => text.split('\n')).filter((l) => DOT_PRICE.test(l));
  expect.soft(english, `English on ${path}`).toEqual([]);
  expect.soft(dotPrices, `a price with a decimal point on ${path}`).toEqual([]);
  if (phone) expect.soft(await smallTargets(page), `small targets on ${path}`).toEqual([]);
}

/** Names and codes that are not English sentences: brands, formats, the operator's address. */
const ALLOWED = [/InPost/, /\bE2E\b/, /The North Face/];

async function walk(page: Page, paths: string[]) {
  for (const phone of [true, false]) {
    for (const path of paths) await check(page, path, phone);
  }
}

async function catalogue(request: APIRequestContext) {
  const staff = await Catalogue.asStaff(request);
  const drop = await staff.drop(-60_000, { name: unique('Kolekcja zimowa') });
  // Over 1,000 zł, so thousands are grouped; a falling price, so the market price is struck.
  const expensive = await staff.product(drop.id, { msrp: 290_000, stock: 3 });
  const single = await staff.product(drop.id, { msrp: 12_345, stock: 1 });
  return { drop, expensive, single, staff };
}

test('as a guest', async ({ page, request }) => {
  const { drop, expensive } = await catalogue(request);
  await walk(page, [
    '/',
    '/collections',
    `/collections/${drop.slug}`,
    '/collections/nie-ma-takiej',
    '/explore',
    '/category/elektronika',
    '/category/nieznana',
    '/search?term=produkt',
    `/product/${expensive.id}`,
    '/product/999999999',
    '/cart',
    '/how-it-works',
    '/contact',
    '/conditions-of-use',
    '/privacy-policy',
    '/login',
    '/register',
    '/nie-ma-takiej-strony',
  ]);
});

test('as a shopper', async ({ page, request }) => {
  const { expensive, single } = await catalogue(request);
  const token = await openLoggedIn(page, await registerShopper(request), '/config.json');
  const headers = { authorization: `Bearer ${token}` };
  for (const productId of [expensive.id, single.id]) {
    expect(
      (await request.post(`/api/cart/items?productId=${productId}&quantity=1`, { headers })).ok(),
    ).toBe(true);
  }
  await walk(page, ['/cart', '/checkout', '/settings', '/orders', '/coupons', '/wishlists']);
});

test('as staff', async ({ page, request }) => {
  const { expensive } = await catalogue(request);
  await openAsStaff(page, '/config.json');
  await walk(page, [
    '/admin',
    '/admin/create-collection',
    '/admin/create-product',
    `/admin/edit-product/${expensive.id}`,
    '/admin/edit-product-by-id',
    '/admin/coupons',
    '/admin/create-coupon',
    '/admin/orders',
    '/admin/returns',
  ]);
});
