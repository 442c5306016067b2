// /settings: addresses and invoice details (add, edit, default, delete) and password change.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { STRONG_PASSWORD, openLoggedIn, registerShopper } from './support/session.ts';
import { look } from './support/look.ts';
import { toasts } from './support/toasts.ts';

/** The toast outlet (toast texts are also copied into a screen-reader announcement). */

async function fillDialog(page: Page, values: Record<string, string>) {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(values)) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
}

/** Adds an address through the "Dodaj adres" dialog and waits for its toast. */
async function addAddress(
  page: Page,
  name: string,
  street: string,
  postalCode: string,
  city: string,
) {
  await page.getByRole('button', { name: 'Dodaj adres' }).click();
  await fillDialog(page, {
    'Imię i nazwisko': name,
    'Ulica i numer': street,
    'Kod pocztowy': postalCode,
    Miasto: city,
  });
  await expect(toasts(page).getByText('Adres został dodany')).toBeVisible();
}

test('the address form shows its validation messages', async ({ page, request }) => {
  await openLoggedIn(page, await registerShopper(request), '/settings');
  await expect(page).toHaveTitle(/Ustawienia/);
  await expect(page.getByRole('tab', { name: 'Adresy' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Nie masz jeszcze zapisanych adresów')).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj adres' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowy adres' });
  // Delivery goes only within Poland: the country is shown, not typed.
  await expect(dialog.getByLabel('Kraj')).toHaveValue('Polska');
  await expect(dialog.getByLabel('Kraj')).not.toBeEditable();
  await expect(dialog.getByText('Wysyłamy tylko na terenie Polski', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  for (const message of [
    'Imię/nazwisko jest wymagane',
    'Ulica jest wymagana',
    'Miasto jest wymagane',
    'Kod pocztowy jest wymagany',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel('Kod pocztowy').fill('0062');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Kod pocztowy musi mieć format 00-000')).toBeVisible();

  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Nie masz jeszcze zapisanych adresów')).toBeVisible();
});

test('addresses: add, choose the default, edit and delete', async ({ page, request }) => {
  test.slow(); // a long flow of dialogs; the shared CI machine can be busy
  const token = await openLoggedIn(page, await registerShopper(request), '/settings');

  await addAddress(page, 'Jan Kowalski', 'Marszałkowska 1/2', '00-624', 'Warszawa');
  const jan = page.getByRole('group', { name: 'Jan Kowalski' });
  await expect(jan).toContainText('00-624 Warszawa');
  await expect(jan.getByText('Domyślny', { exact: true })).toBeVisible(); // the first one

  // A second address made through the API shows up after a reload, not as the default.
  const second = await request.post('/api/users/me/addresses', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Anna Nowak',
      street: 'Długa 5',
      postalCode: '80-831',
      city: 'Gdańsk',
      country: 'Polska',
    },
  });
  expect(second.status()).toBe(201);
  await page.reload();
  const anna = page.getByRole('group', { name: 'Anna Nowak' });
  await expect(anna.getByText('Domyślny', { exact: true })).toHaveCount(0);

  await anna.getByRole('button', { name: 'Ustaw jako domyślny' }).click();
  await expect(anna.getByText('Domyślny', { exact: true })).toBeVisible();
  await expect(jan.getByText('Domyślny', { exact: true })).toHaveCount(0);

  await jan.getByRole('button', { name: 'Edytuj' }).click();
  await expect(page.getByRole('dialog', { name: 'Edytuj adres' }).getByLabel('Miasto')).toHaveValue(
    'Warszawa',
  );
  await fillDialog(page, { Miasto: 'Kraków', 'Kod pocztowy': '31-001' });
  await expect(toasts(page).getByText('Adres został zapisany')).toBeVisible();
  await expect(jan).toContainText('31-001 Kraków');

  await jan.getByRole('button', { name: 'Usuń' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Usunąć adres „Jan Kowalski”?' });
  await confirm.getByRole('button', { name: 'Anuluj' }).click();
  await expect(jan).toBeVisible();
  await jan.getByRole('button', { name: 'Usuń' }).click();
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(toasts(page).getByText('Adres został usunięty')).toBeVisible();
  await expect(jan).toHaveCount(0);

  // Saved on the server: the same after a reload.
  await page.reload();
  await expect(anna.getByText('Domyślny', { exact: true })).toBeVisible();
  await expect(jan).toHaveCount(0);
});

test('invoice details: NIP checked, add, edit and delete', async ({ page, request }) => {
  test.slow(); // a long flow of dialogs; the shared CI machine can be busy
  await openLoggedIn(page, await registerShopper(request), '/settings');
  await page.getByRole('tab', { name: 'Dane do faktury' }).click();
  await expect(page.getByText('Nie masz jeszcze danych do faktury')).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj dane do faktury' }).click();
  await fillDialog(page, {
    'Nazwa firmy lub imię i nazwisko': 'Sklep Testowy Sp. z o.o.',
    NIP: '1234567890',
    'Ulica i numer': 'Prosta 20',
    'Kod pocztowy': '00-850',
    Miasto: 'Warszawa',
  });
  await expect(page.getByRole('dialog').getByText('Nieprawidłowy NIP')).toBeVisible();
  await fillDialog(page, { NIP: '526-025-02-74' });

  const company = page.getByRole('group', { name: 'Sklep Testowy Sp. z o.o.' });
  await expect(company).toContainText('NIP: 5260250274');
  await expect(company.getByText('Domyślny', { exact: true })).toBeVisible();

  await company.getByRole('button', { name: 'Edytuj' }).click();
  await fillDialog(page, { 'Ulica i numer': 'Prosta 22' });
  await expect(company).toContainText('Prosta 22');

  await company.getByRole('button', { name: 'Usuń' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Nie masz jeszcze danych do faktury')).toBeVisible();
});

test('password change: mismatch, wrong current, too weak, then success', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const token = await openLoggedIn(page, shopper, '/settings');
  await page.getByRole('tab', { name: 'Bezpieczeństwo' }).click();
  const current = page.getByLabel('Obecne hasło');
  const next = page.getByLabel('Nowe hasło', { exact: true });
  const confirmation = page.getByLabel('Potwierdź nowe hasło');
  const submit = page.getByRole('button', { name: 'Zmień hasło' });

  await submit.click();
  await expect(page.getByText('Obecne hasło jest wymagane')).toBeVisible();

  const newPassword = 'Nowe-Drzewo-Nad-Rzeka-2048';
  await current.fill(shopper.password);
  await next.fill(newPassword);
  await confirmation.fill(`${newPassword}x`);
  await submit.click();
  await expect(page.getByText('Nowe hasło i potwierdzenie hasła nie są zgodne')).toBeVisible();

  const toast = toasts(page);
  await current.fill('Zupelnie-Nie-To-Haslo-1');
  await confirmation.fill(newPassword);
  await submit.click();
  // Said at the field it is about, not in a passing notice.
  await expect(page.getByText('Obecne hasło jest nieprawidłowe.')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  await current.fill(shopper.password);
  await next.fill('haslo123');
  await confirmation.fill('haslo123');
  await submit.click();
  await expect(page.getByText('Nowe hasło jest zbyt słabe', { exact: false })).toBeVisible();
  await expect(next).toHaveAttribute('aria-invalid', 'true');

  await next.fill(newPassword);
  await confirmation.fill(newPassword);
  await submit.click();
  await expect(toast.getByText('Hasło zostało zmienione')).toBeVisible();
  // Told where the other sessions went, and that an e-mail confirms the change.
  await expect(toast).toContainText(
    'Na innych urządzeniach zaloguj się nowym hasłem. Potwierdzenie przyjdzie na Twój adres e-mail.',
  );
  await look(page, 'password-changed', { bothWidths: true });
  // The server ended the old token; this device goes on with the new one it was given.
  const old = await request.get('/api/users/me/addresses', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(old.status()).toBe(401);
  await expect(current).toHaveValue('');

  const oldLogin = await request.post('/api/auth/login', {
    data: { email: shopper.email, password: STRONG_PASSWORD },
  });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await request.post('/api/auth/login', {
    data: { email: shopper.email, password: newPassword },
  });
  expect(newLogin.status()).toBe(200);

  // This device stayed logged in: its addresses still load after a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Adresy' }).click();
  await expect(page.getByRole('button', { name: 'Dodaj adres' })).toBeVisible();
  await expect(page).toHaveURL('/settings');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a toast's close button is a 44 px target", async ({ page, request }) => {
    await openLoggedIn(page, await registerShopper(request), '/settings');
    await addAddress(page, 'Ola Nowak', 'Polna 3', '30-001', 'Kraków');
    const close = toasts(page).getByRole('button', { name: 'Zamknij' });
    // Measured once the toast has slid in: mid-slide its box is off by a float's rounding.
    await close.evaluate((button) =>
      Promise.all(
        button
          .closest('.toast-root')!
          .getAnimations()
          .map((slide) => slide.finished),
      ),
    );
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await close.tap();
    await expect(toasts(page).getByText('Adres został dodany')).toHaveCount(0);
  });
});
