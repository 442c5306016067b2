// The shop on a 390 px phone: the toggle menu and no sideways scrolling.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A point below the open menu panel (`menuName`: its navigation's label) on nothing clickable. */
async function inertSpotBelow(page: Page, menuName: string) {
  const spot = await page.evaluate((name) => {
    const panel = document.querySelector(`nav[aria-label="${name}"]`)?.parentElement;
    const bottom = panel?.getBoundingClientRect().bottom ?? 0;
    const clickable =
      'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    for (let y = window.innerHeight - 4; y > bottom; y -= 4) {
      for (let x = 8; x < window.innerWidth; x += 16) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !hit.closest(clickable)) return { x, y };
      }
    }
    return null;
  }, menuName);
  if (!spot) throw new Error('nothing unclickable below the menu panel to click on');
  return spot;
}

test('the menu opens with the toggle and closes on a link click or an outside click', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Główna nawigacja' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Menu mobilne' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Strona główna', 'Kolekcje', 'Odkrywaj', 'Koszyk', 'Zaloguj się']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  // The categories, as the desktop reaches them from the pages.
  await expect(menu.getByRole('link', { name: 'Elektronika' })).toHaveAttribute(
    'href',
    '/category/elektronika',
  );

  // A click outside the panel (below it) closes it. The click lands on nothing clickable: what
  // lies below the panel is the newest drop's cards, which other tests change, and a click on a
  // card's link would open the product (and that navigation would close the menu reopened next).
  const outside = await inertSpotBelow(page, 'Menu mobilne');
  await page.mouse.click(outside.x, outside.y);
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/');

  await toggle.click();
  await menu.getByRole('link', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL('/login');
  await expect(menu).toBeHidden();

  // The toggle closes it too.
  await toggle.click();
  await expect(menu).toBeVisible();
  await toggle.click();
  await expect(menu).toBeHidden();
});

test('logged in, the menu has the account links and Wyloguj się', async ({ page, request }) => {
  await openLoggedIn(page, await registerShopper(request), '/');
  // The account is one tap away in the phone's header too.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Moje konto' })).toHaveAttribute(
    'href',
    '/settings',
  );
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu mobilne' });
  for (const name of ['Ustawienia', 'Zamówienia', 'Kupony', 'Listy życzeń']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Ustawienia' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
});

test('pages fit a 390 px screen without sideways scrolling', async ({ page, request }) => {
  const fits = async () =>
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      390,
    );
  for (const path of ['/', '/login', '/register', '/nie-ma-takiej-strony']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await fits();
  }
  await openLoggedIn(page, await registerShopper(request), '/settings');
  for (const tab of ['Adresy', 'Dane do faktury', 'Bezpieczeństwo', 'Prywatność']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toBeInViewport({ ratio: 1 });
    await fits();
  }
  await page.getByRole('tab', { name: 'Adresy' }).click();
  await page.getByRole('button', { name: 'Dodaj adres' }).click();
  await expect(page.getByRole('dialog')).toBeInViewport();
  await fits();
});
