// Drop reminders and wishlist price-drop alerts: a logged-in shopper sets „Przypomnij mi” on an
// upcoming collection with one click, sees it kept after a reload and cancels it; a guest gives
// an address, gets the confirmation link by e-mail and confirms it (the next collection's card
// offers it too); the /wishlists switch for price-drop alerts turns on and stays on after a
// reload; a price to wait for on a wished-for piece is set, kept and dropped. The one-click
// reminder at 1280 px, the guest's, the switch and the price on a 390 px phone.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';
import { createProducts } from './support/cart-products.ts';
import { emailTo, linkIn } from './support/mail.ts';
import { openLoggedIn, registerShopper, uniqueEmail } from './support/session.ts';
import { look } from './support/look.ts';
import { toasts } from './support/toasts.ts';

const HOUR = 3_600_000;
const ALERTS = 'Powiadamiaj mnie e-mailem, gdy cena produktu z moich list spadnie';

const fits = async (page: Page, width: number) =>
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    width,
  );

test.describe('at 1280 px', () => {
  const width = 1280;
  test.use({ viewport: { width, height: 800 } });

  test('a logged-in shopper is reminded with one click and can cancel it', async ({
    page,
    request,
  }) => {
    const drop = await (await Catalogue.asStaff(request)).drop(2 * HOUR);
    const shopper = await registerShopper(request);
    await openLoggedIn(page, shopper, `/collections/${drop.slug}`);
    await expect(page.getByRole('heading', { name: drop.name })).toBeVisible();
    await page.getByRole('button', { name: 'Przypomnij mi' }).click();
    const reminded = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Przypomnimy Ci e-mailem, gdy kolekcja się otworzy' });
    await expect(reminded).toBeVisible();
    await expect(toasts(page)).toContainText('Przypomnimy Ci, gdy kolekcja się otworzy');
    await fits(page, width);
    await look(page, `reminder-set-${width}`, { fullPage: true });

    await page.reload();
    await expect(reminded).toBeVisible();
    await page.getByRole('button', { name: 'Nie przypominaj' }).click();
    await expect(page.getByRole('button', { name: 'Przypomnij mi' })).toBeVisible();
    await expect(reminded).toHaveCount(0);
  });
});

test.describe('on a 390 px phone', () => {
  const width = 390;
  test.use({ viewport: { width, height: 844 }, hasTouch: true });

  test('a guest confirms the reminder from the e-mailed link', async ({ page, request }) => {
    const drop = await (await Catalogue.asStaff(request)).drop(2 * HOUR);
    const email = uniqueEmail('przypomnij');
    // The next collection's card (here and on the landing page) offers it too.
    await page.goto('/collections');
    await expect(
      page.getByRole('article').filter({ hasText: 'Następna kolekcja' }).getByRole('button', {
        name: 'Przypomnij mi',
      }),
    ).toBeVisible();
    await fits(page, width);
    await look(page, `reminder-next-drop-${width}`);
    await page.goto(`/collections/${drop.slug}`);
    await page.getByRole('button', { name: 'Przypomnij mi' }).click();
    await expect(page.getByText('Wyślemy link potwierdzający.')).toBeVisible();
    await page.getByLabel('Przypomnij mi o otwarciu kolekcji').fill(email);
    await fits(page, width);
    await look(page, `reminder-form-${width}`, { fullPage: true });
    await page.getByRole('button', { name: 'Przypomnij mi' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Sprawdź skrzynkę: wysłaliśmy link potwierdzający.',
    );

    const mail = await emailTo(email);
    expect(mail.subject).toBe(`Potwierdź przypomnienie o kolekcji ${drop.name}`);
    const link = new URL(linkIn(mail, '/reminders/confirm?token='));
    await page.goto(link.pathname + link.search);
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(
      `Gotowe! Przypomnimy Ci e-mailem, gdy kolekcja „${drop.name}” się otworzy.`,
    );
    await expect(page).toHaveTitle(/Potwierdzenie przypomnienia/);
    await fits(page, width);
    await look(page, `reminder-confirm-${width}`, { fullPage: true });
    await main.getByRole('link', { name: 'Zobacz kolekcję' }).click();
    await expect(page.getByRole('heading', { name: drop.name })).toBeVisible();

    await page.goto(link.pathname + link.search);
    await expect(main.getByRole('alert')).toContainText('Link wygasł lub został już użyty');
  });

  test('the wishlists switch for price-drop alerts turns on and stays on', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    await openLoggedIn(page, shopper, '/wishlists');
    const toggle = page.getByRole('switch', { name: ALERTS });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toasts(page)).toContainText('Powiadomienia o obniżkach włączone');
    await expect(toggle).toBeChecked();
    await fits(page, width);
    await look(page, `price-alerts-${width}`, { fullPage: true });
    await page.reload();
    await expect(page.getByRole('switch', { name: ALERTS })).toBeChecked();
  });
});

test.describe('a price to wait for, on a 390 px phone', () => {
  const width = 390;
  test.use({ viewport: { width, height: 844 }, hasTouch: true });

  test('a shopper waits for a price of a wished-for piece, and stops waiting', async ({
    page,
    request,
  }) => {
    // 200,00 zł market price: 140,00 zł at the opening, falling every two days.
    const [lamp] = await createProducts(request, [
      { name: unique('Lampa stojąca'), msrp: 20_000, stock: 1 },
    ]);
    const shopper = await registerShopper(request);
    const token = await openLoggedIn(page, shopper, '/wishlists');
    const list = await request.post('/api/wishlists', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Do salonu', productIds: [lamp!.id] },
    });
    await page.goto(`/wishlists/${((await list.json()) as { id: number }).id}`);
    const card = page.getByRole('listitem').filter({ hasText: lamp!.name });
    const field = card.getByLabel('Powiadom, gdy cena spadnie do … zł');

    // A price it already has is refused where it was typed.
    await field.fill('150');
    await card.getByRole('button', { name: 'Powiadom mnie' }).click();
    await expect(card).toContainText('Podaj cenę niższą niż obecna (140,00\u00a0zł)');

    await field.fill('99,50');
    await card.getByRole('button', { name: 'Powiadom mnie' }).click();
    const waiting = card.getByRole('status').filter({ hasText: 'Powiadomimy Cię' });
    await expect(waiting).toHaveText('Powiadomimy Cię, gdy cena spadnie do 99,50\u00a0zł');
    await fits(page, width);
    await look(page, `price-target-${width}`, { fullPage: true });
    await page.reload();
    await expect(waiting).toBeVisible();

    await card.getByRole('button', { name: 'Nie czekaj' }).click();
    await expect(waiting).toHaveCount(0);
    await expect(field).toBeVisible();
  });
});
