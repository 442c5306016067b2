// "Nie pamiętasz hasła?": a shopper asks for a link on /login, opens it from the e-mail the shop
// sent, sets a new password (every earlier session ends) and logs in with it; the used link
// then fails. On a phone both pages fit the screen.
import { test, expect } from './support/fixtures.ts';
import { emailTo, linkIn } from './support/mail.ts';
import { STRONG_PASSWORD, registerShopper, uniqueEmail } from './support/session.ts';
import { look } from './support/look.ts';

const NEW_PASSWORD = 'Niebieski-Latawiec-Nad-Rzeka-38';

test('a shopper resets a forgotten password from the e-mail link, which then fails', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const login = await request.post('/api/auth/login', { data: shopper });
  const { token: oldToken } = (await login.json()) as { token: string };

  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toBeVisible();
  await look(page, 'reset-login-1280');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page).toHaveTitle(/Nie pamiętasz hasła\?/);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(main.getByText('Email jest wymagany')).toBeVisible();
  await main.getByLabel('E-mail').fill(shopper.email);
  await main.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(main.getByRole('status')).toContainText(
    `Jeśli konto istnieje, wysłaliśmy link do ustawienia nowego hasła na adres ${shopper.email}`,
  );
  await look(page, 'reset-forgot-1280', { fullPage: true });

  const mail = await emailTo(shopper.email);
  expect(mail.subject).toBe('Ustaw nowe hasło');
  const link = linkIn(mail, '/reset-password?token=');
  await page.goto(link);
  await expect(page).toHaveTitle(/Ustaw nowe hasło/);
  const password = main.getByLabel('Nowe hasło', { exact: true });
  const repeat = main.getByLabel('Powtórz nowe hasło');
  const submit = main.getByRole('button', { name: 'Ustaw nowe hasło' });
  await expect(main.getByText(/Hasło musi być trudne do odgadnięcia/)).toBeVisible();

  await password.fill(NEW_PASSWORD);
  await repeat.fill(`${NEW_PASSWORD}!`);
  await submit.click();
  await expect(main.getByText('Hasła nie są zgodne')).toBeVisible();

  await password.fill('haslo123');
  await repeat.fill('haslo123');
  await submit.click();
  await expect(main.getByRole('alert')).toHaveText('Hasło jest zbyt słabe, spróbuj ponownie');

  await password.fill(NEW_PASSWORD);
  await repeat.fill(NEW_PASSWORD);
  await submit.click();
  await expect(main.getByRole('status')).toHaveText(
    'Hasło zostało zmienione. Zaloguj się nowym hasłem.',
  );
  await look(page, 'reset-done-1280', { fullPage: true });

  // Every earlier session of the account has ended.
  const oldSession = await request.get('/api/users/me/addresses', {
    headers: { authorization: `Bearer ${oldToken}` },
  });
  expect(oldSession.status()).toBe(401);

  await main.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await expect(page).toHaveURL('/login');
  await main.getByLabel('E-mail').fill(shopper.email);
  await main.getByLabel('Hasło', { exact: true }).fill(STRONG_PASSWORD);
  await main.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(main.getByRole('alert')).toHaveText('Zły email lub hasło');
  await main.getByLabel('Hasło', { exact: true }).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await password.fill('Zolty-Parasol-W-Deszczu-52');
  await repeat.fill('Zolty-Parasol-W-Deszczu-52');
  await submit.click();
  await expect(main.getByRole('alert')).toContainText('Link wygasł lub został już użyty');
  await main.getByRole('alert').getByRole('link', { name: 'Wyślij nowy link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  const fits = async (page: import('@playwright/test').Page) =>
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      390,
    );

  test('both pages fit; an unknown address gets the same answer', async ({ page }) => {
    await page.goto('/forgot-password');
    const main = page.getByRole('main');
    await main.getByLabel('E-mail').fill(uniqueEmail('nieznany'));
    await main.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(main.getByRole('status')).toContainText('Jeśli konto istnieje, wysłaliśmy link');
    await fits(page);
    await look(page, 'reset-forgot-390', { fullPage: true });

    await page.goto('/reset-password?token=nieznany');
    const password = main.getByLabel('Nowe hasło', { exact: true });
    await password.fill(NEW_PASSWORD);
    await main.getByLabel('Powtórz nowe hasło').fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Ustaw nowe hasło' }).click();
    await expect(main.getByRole('alert')).toContainText('Link wygasł lub został już użyty');
    await fits(page);
    await look(page, 'reset-page-390', { fullPage: true });
  });
});
