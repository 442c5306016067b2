// The frame around every page: header, search box, footer, newsletter, not-found, scrolling.
import { test, expect } from './support/fixtures.ts';
import { openLoggedIn, registerShopper, uniqueEmail } from './support/session.ts';

test('the header shows the shop links, and the account links only when logged in', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Outlet Drop/);
  const header = page.getByRole('banner');
  for (const name of ['Strona główna', 'Kolekcje', 'Odkrywaj', 'Koszyk', 'Zaloguj się']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Ustawienia', 'Zamówienia', 'Kupony', 'Listy życzeń']) {
    await expect(header.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(header.getByRole('link', { name: 'Outlet Drop – strona główna' })).toHaveAttribute(
    'href',
    '/',
  );

  await openLoggedIn(page, await registerShopper(request), '/');
  const links = {
    Ustawienia: '/settings',
    Zamówienia: '/orders',
    Kupony: '/coupons',
    'Listy życzeń': '/wishlists',
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(header.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(header.getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Zaloguj się' })).toHaveCount(0);
});

test('search: submit is disabled below 3 characters and goes to /search?term=', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Szukaj produktów' });
  const submit = page.getByRole('button', { name: 'Szukaj' });
  await expect(box).toHaveAttribute('placeholder', /3 znaki/);
  await expect(submit).toBeDisabled();

  await box.fill('ku');
  await expect(submit).toBeDisabled();
  await box.press('Enter');
  await expect(page).toHaveURL('/');

  await box.fill('  ku ');
  await expect(submit).toBeDisabled();

  await box.fill('kurtka zimowa');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL('/search?term=kurtka+zimowa');
  // The address changes as the results page starts loading; the box takes the new page's term
  // once that page shows, so the next term is typed after it does (typed earlier, it is reset).
  await expect(page.getByRole('heading', { name: 'Wyniki wyszukiwania', level: 1 })).toBeVisible();
  await expect(box).toHaveValue('kurtka zimowa');

  await box.fill('łóżko');
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?term=${encodeURIComponent('łóżko')}`);
});

test('footer: links, Admin hidden from guests, copyright year, footnote only on /', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const links = {
    'Jak to działa': '/how-it-works',
    'Poprzednie kolekcje': '/collections',
    Kontakt: '/contact',
    Regulamin: '/conditions-of-use',
    'Polityka prywatności': '/privacy-policy',
    Dostępność: '/accessibility',
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Outlet Drop`);
  const footnote = footer.getByText('Dotyczy wybranych produktów');
  await expect(footnote).toContainText('10% co dwa dni');
  await expect(footnote).toContainText('1 zł');

  await page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL('/login');
  await expect(footer.getByText('Dotyczy wybranych produktów')).toHaveCount(0);
});

test('newsletter: nothing is sent when empty, Enter subscribes and thanks', async ({ page }) => {
  await page.goto('/');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/newsletter/emails')) sent.push(r.postData() ?? '');
  });
  const email = page.getByRole('textbox', { name: 'Adres email do newslettera' });

  await page.getByRole('button', { name: 'Zapisz się' }).click();
  await email.fill('   ');
  await email.press('Enter');

  // By the time the invalid address is refused on screen, the blank submits would have gone out.
  await email.fill('to-nie-email');
  await email.press('Enter');
  await expect(page.getByText('Nieprawidłowy adres email')).toBeVisible();
  expect(sent).toEqual([]);

  const address = uniqueEmail('newsletter');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter/emails'));
  await email.fill(address);
  await email.press('Enter');
  expect((await answer).ok()).toBe(true);
  await expect(page.getByText('Dziękujemy! Sprawdź skrzynkę')).toBeVisible();
  await expect(email).toHaveValue('');
  expect(JSON.parse(sent[0]!)).toEqual({ email: address });

  // A repeat is fine too (the server reveals nothing) and uses the Zapisz się button.
  await email.fill(address);
  await page.getByRole('button', { name: 'Zapisz się' }).click();
  await expect(page.getByText('Dziękujemy! Sprawdź skrzynkę')).toBeVisible();
  expect(sent).toHaveLength(2);
});

test('an unknown address shows the Polish not-found page', async ({ page }) => {
  await page.goto('/to-nie-istnieje/wcale');
  await expect(page.getByText('Nie znaleziono strony')).toBeVisible();
  await expect(page).toHaveTitle(/Nie znaleziono strony/);
  const onward = page.getByRole('navigation', { name: 'Dokąd dalej' });
  await onward.getByRole('link', { name: 'Strona główna' }).click();
  await expect(page).toHaveURL('/');
});

test('every route change scrolls to the top', async ({ page }) => {
  await page.goto('/register');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Regulamin' });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(100);
  await footerLink.click();
  await expect(page).toHaveURL('/conditions-of-use');
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
});
