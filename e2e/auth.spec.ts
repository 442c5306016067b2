// Registration, login, logout and the route guards, as a shopper and as staff would use them.
import { test, expect } from './support/fixtures.ts';
import {
  STRONG_PASSWORD,
  openAsStaff,
  openLoggedIn,
  registerShopper,
  uniqueEmail,
  uniquePhone,
} from './support/session.ts';
import { look } from './support/look.ts';

const header = (page: import('@playwright/test').Page) => page.getByRole('banner');

test('a new shopper registers from the login page and is logged in on /', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Zarejestruj się' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page).toHaveTitle(/Rejestracja/);

  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(uniqueEmail('rejestracja'));
  const phone = form.getByLabel('Telefon');
  // Letters are dropped and the number stops at 9 digits; a pasted +48 prefix is removed.
  await phone.fill('+48 60a0-700 80012');
  await expect(phone).toHaveValue('600700800');
  await phone.fill(uniquePhone());
  // The password rule is stated before any refusal, and the password can be shown.
  await expect(form.getByText(/Hasło musi być trudne do odgadnięcia/)).toBeVisible();
  const password = form.getByLabel('Hasło', { exact: true });
  await password.fill(STRONG_PASSWORD);
  await form.getByRole('button', { name: 'Pokaż hasło' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Ukryj hasło' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(form.getByRole('link', { name: 'regulamin' })).toHaveAttribute(
    'href',
    '/conditions-of-use',
  );
  await expect(form.getByRole('link', { name: 'politykę prywatności' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await form.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await form.getByRole('button', { name: 'Zarejestruj się' }).click();

  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Ustawienia' })).toBeVisible();
});

test('registration shows the validation messages and the server errors', async ({
  page,
  request,
}) => {
  await page.goto('/register');
  const form = page.getByRole('main');
  await form.getByRole('button', { name: 'Zarejestruj się' }).click();
  await expect(form.getByText('Email jest wymagany')).toBeVisible();
  await expect(form.getByText('Telefon jest wymagany')).toBeVisible();
  await expect(form.getByText('Hasło jest wymagane')).toBeVisible();
  await expect(form.getByText('Zaakceptuj regulamin i politykę prywatności')).toBeVisible();
  await form.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await expect(form.getByText('Zaakceptuj regulamin i politykę prywatności')).toBeHidden();

  await form.getByLabel('Telefon').fill('12345');
  await form.getByRole('button', { name: 'Zarejestruj się' }).click();
  await expect(form.getByText('Numer telefonu musi mieć dokładnie 9 cyfr')).toBeVisible();

  // Too weak a password (server-side strength check).
  await form.getByLabel('E-mail').fill(uniqueEmail('slabe'));
  await form.getByLabel('Telefon').fill(uniquePhone());
  await form.getByLabel('Hasło', { exact: true }).fill('qwerty123');
  // Said while typing, by the same check the server applies.
  const strength = form.getByTestId('password-strength');
  await expect(strength).toContainText('Hasło jest za słabe');
  await expect(strength).toContainText('To jest często używane hasło.');
  await form.getByLabel('Hasło', { exact: true }).fill('x'.repeat(129));
  await expect(strength).toHaveText('Hasło może mieć najwyżej 128 znaków');
  await form.getByLabel('Hasło', { exact: true }).fill('qwerty123');
  await expect(strength).toContainText('Hasło jest za słabe');
  await look(page, 'register-password-weak', { bothWidths: true });
  await form.getByRole('button', { name: 'Zarejestruj się' }).click();
  await expect(form.getByRole('alert')).toHaveText('Hasło jest zbyt słabe, spróbuj ponownie');

  // An address that already has an account.
  const existing = await registerShopper(request);
  await form.getByLabel('E-mail').fill(existing.email);
  await form.getByLabel('Hasło', { exact: true }).fill(STRONG_PASSWORD);
  await expect(strength).toContainText('Hasło jest wystarczająco silne');
  await form.getByRole('button', { name: 'Zarejestruj się' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Użytkownik o podanym adresie email już istnieje, zaloguj się',
  );
  await expect(page).toHaveURL('/register');
});

test('login: required fields, a wrong password, then success', async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await page.goto('/login');
  await expect(page).toHaveTitle(/Zaloguj się/);
  const form = page.getByRole('main');
  await form.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(form.getByText('Email jest wymagany')).toBeVisible();
  await expect(form.getByText('Hasło jest wymagane')).toBeVisible();

  await form.getByLabel('E-mail').fill(shopper.email);
  await form.getByLabel('Hasło', { exact: true }).fill('Zle-haslo-calkiem-inne-99');
  await form.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Zły email lub hasło');
  await expect(page).toHaveURL('/login');

  await form.getByLabel('Hasło', { exact: true }).fill(shopper.password);
  await form.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
  // The session survives a reload (kept in local storage).
  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Zamówienia' })).toBeVisible();
});

test('logout goes to / and clears the session', async ({ page, request }) => {
  const shopper = await registerShopper(request);
  const token = await openLoggedIn(page, shopper, '/settings');
  await expect(page.getByRole('heading', { name: 'Ustawienia' })).toBeVisible();

  await header(page).getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
  // The token no longer counts on the server either (a copy of it would be useless).
  await expect
    .poll(async () =>
      (
        await request.get('/api/users/me/addresses', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status(),
    )
    .toBe(401);
  await expect(header(page).getByRole('link', { name: 'Ustawienia' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('shop.auth'))).toBeNull();

  await page.goto('/settings');
  await expect(page).toHaveURL('/login');
});

test('a guest is sent from /settings to /login and back after logging in', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  await page.goto('/settings');
  await expect(page).toHaveURL('/login');

  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(shopper.email);
  await form.getByLabel('Hasło', { exact: true }).fill(shopper.password);
  await form.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL('/settings');
});

test('a session counts as logged out from 10 s before its token expires', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const auth = (await (await request.post('/api/auth/login', { data: shopper })).json()) as {
    token: string;
  };
  const payload = auth.token.split('.')[1]!;
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };

  // The browser's clock stands still 20 s before expiry and moves only when told to, so the
  // test does not depend on how fast pages load (the server keeps real time).
  await page.clock.install({ time: exp * 1000 - 30_000 });
  await page.clock.pauseAt(exp * 1000 - 20_000);
  await page.goto('/config.json');
  await page.evaluate((value) => localStorage.setItem('shop.auth', JSON.stringify(value)), auth);
  await page.goto('/');
  await expect(header(page).getByRole('button', { name: 'Wyloguj się' })).toBeVisible();

  await page.clock.runFor('00:09'); // 11 s left
  await expect(header(page).getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
  await page.clock.runFor('00:02'); // 9 s left: no longer valid, the header changes by itself
  await expect(header(page).getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('shop.auth'))).toBeNull();
});

test('a shopper is sent from /admin to / and sees no Admin link', async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await openLoggedIn(page, shopper, '/admin');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('staff see the admin hub with a button per scope', async ({ page }) => {
  await openAsStaff(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page).toHaveTitle(/Panel administracyjny/);
  const hub = page.getByRole('main');
  const buttons = {
    'Nowy Drop': '/admin/create-collection',
    'Nowy Produkt': '/admin/create-product',
    'Edytuj Produkt': '/admin/edit-product-by-id',
    'Zarządzaj Kuponami': '/admin/coupons',
    'Nowy Kupon': '/admin/create-coupon',
    Zamówienia: '/admin/orders',
  };
  for (const [name, href] of Object.entries(buttons)) {
    await expect(hub.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});
