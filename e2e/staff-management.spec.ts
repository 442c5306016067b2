// Staff management at 1280 px: the owner invites a person with only the orders scope; they set a
// password through the e-mailed link, log in, land in the panel and see only the screens that
// scope allows; switched off by the owner, their token is refused at once. A clerk who manages
// staff sees the owner without actions and can grant only the scopes it holds; without
// READ_CUSTOMERS the exports of shoppers' personal data are shown as not allowed.
import { randomBytes } from 'node:crypto';
import { test, expect } from './support/fixtures.ts';
import type { APIRequestContext } from '@playwright/test';
import { emailTo, linkIn } from './support/mail.ts';
import {
  openAsStaff,
  openLoggedIn,
  registerShopper,
  STRONG_PASSWORD,
  uniqueEmail,
  type Credentials,
} from './support/session.ts';
import { STAFF, hubLink } from './support/staff.ts';
import { look } from './support/look.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('invite, set a password, see only what READ_ORDERS allows, switched off at once', async ({
  page,
  browser,
}) => {
  const email = `pracownik-${randomBytes(4).toString('hex')}@sklep.test`;
  await openAsStaff(page, '/admin');
  await hubLink(page, 'Pracownicy').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pracownicy' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('checkbox', { name: /^Zamówienia \(podgląd\)/ }).check();
  await page.getByRole('button', { name: 'Wyślij zaproszenie', exact: true }).click();
  const member = page.getByTestId('staff-member').filter({ hasText: email });
  await expect(member).toContainText('Zaproszony');
  await look(page, 'staff-invited', { fullPage: true });

  // The invited person, in their own browser.
  const theirs = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const clerk = await theirs.newPage();
  const mail = await emailTo(email);
  expect(mail.subject).toBe('Zaproszenie do panelu sklepu');
  expect(mail.text).toContain(`${STAFF.email} zaprasza Cię do zespołu sklepu`);
  // A welcome of its own: who invited, the login, the link's real validity; then the panel.
  await clerk.goto(linkIn(mail, '/welcome?token='));
  const form = clerk.getByRole('main');
  await expect(form.getByRole('heading', { name: 'Witaj w zespole' })).toBeVisible();
  await expect(form).toContainText(`${STAFF.email} zaprasza Cię do zespołu sklepu.`);
  await expect(form).toContainText(`Twój login: ${email}`);
  await expect(form).toContainText(/Link działa do \d+ \S+ \d{4}, \d{2}:\d{2} i tylko raz\./);
  await look(clerk, 'staff-welcome', { bothWidths: true });
  await form.getByLabel('Hasło', { exact: true }).fill(STRONG_PASSWORD);
  await form.getByLabel('Powtórz hasło').fill(STRONG_PASSWORD);
  await form.getByRole('button', { name: 'Ustaw hasło i wejdź do panelu' }).click();
  await expect(clerk).toHaveURL('/admin');
  const hub = clerk.getByRole('list', { name: 'Wszystkie zadania' }).getByRole('link');
  await expect(hub).toHaveText([/^Zamówienia/, /^KSeF/, /^Eksport/, /^Historia zmian/]);
  // The panel's own navigation shows the same screens, and nothing else.
  await expect(
    clerk.getByRole('navigation', { name: 'Panel sklepu' }).getByRole('link'),
  ).toHaveText(['Pulpit', 'Zamówienia', 'KSeF', 'Eksport', 'Historia zmian']);
  await look(clerk, 'staff-read-orders-hub');
  const token = await clerk.evaluate(
    () => (JSON.parse(localStorage.getItem('shop.auth')!) as { token: string }).token,
  );
  const orders = () =>
    clerk.request.get('/api/admin/orders', { headers: { authorization: `Bearer ${token}` } });
  expect((await orders()).status()).toBe(200);

  await page.reload();
  await member.getByRole('button', { name: /^Wyłącz konto/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Wyłącz konto' }).click();
  await expect(member).toContainText('Wyłączony');
  expect((await orders()).status()).toBe(401);
  await theirs.close();
});

test('a customer found by e-mail is blocked with a reason: no login, and the trail says who and why', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  await openAsStaff(page, '/admin');
  await hubLink(page, 'Klienci').click();
  await page.getByLabel('Szukaj klienta').fill(shopper.email);
  await page.getByLabel('Szukaj klienta').press('Enter');
  await page.getByRole('list', { name: 'Znalezieni klienci' }).getByRole('button').first().click();
  const detail = page.getByRole('region', { name: `Klient ${shopper.email}` });
  await expect(detail).toContainText('Aktywny');
  await detail.getByRole('button', { name: 'Zablokuj konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zablokować konto?' });
  await dialog.getByLabel('Powód (trafi do historii zmian)').fill('Zamówienia skryptem');
  await dialog.getByRole('button', { name: 'Zablokuj konto' }).click();
  await expect(detail).toContainText('Zablokowany');
  await expect(detail).toContainText('Zamówienia skryptem');
  await look(page, 'customer-blocked', { fullPage: true });

  const login = await request.post('/api/auth/login', { data: shopper });
  expect(login.status()).toBe(403);

  await page.goto('/admin/audit');
  await page.getByLabel('Rodzaj').selectOption('customer');
  await page.getByRole('button', { name: 'Pokaż' }).click();
  const entry = page.getByTestId('audit-entry').first();
  await expect(entry).toContainText('Zablokowanie klienta');
  await expect(entry).toContainText(STAFF.email);
  await expect(entry).toContainText('Zamówienia skryptem');
});

/** A staff member with `scopes`, invited by the owner, their password set through the link. */
async function invitedStaff(request: APIRequestContext, scopes: string[]): Promise<Credentials> {
  const login = await request.post('/api/auth/login', { data: STAFF });
  const { token } = (await login.json()) as { token: string };
  const email = uniqueEmail('pracownik');
  const invited = await request.post('/api/admin/staff', {
    data: { email, scopes },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(invited.status()).toBe(201);
  const resetToken = new URL(linkIn(await emailTo(email), '/welcome?token=')).searchParams.get(
    'token',
  );
  const set = await request.post('/api/auth/password-reset/confirm', {
    data: { resetToken, password: STRONG_PASSWORD },
  });
  expect(set.status()).toBe(204);
  return { email, password: STRONG_PASSWORD };
}

test('a clerk managing staff sees the owner untouchable, grants only its own scopes, and no personal-data export', async ({
  page,
  request,
}) => {
  const clerk = await invitedStaff(request, ['MANAGE_STAFF', 'READ_ORDERS']);
  await openLoggedIn(page, clerk, '/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Pracownicy' })).toBeVisible();
  const owner = page.getByTestId('staff-member').filter({ hasText: STAFF.email });
  await expect(owner).toContainText('Właściciel');
  await expect(owner.getByRole('button')).toHaveCount(0);

  const invite = page.getByRole('form').or(page.locator('form')).first();
  await expect(invite.getByRole('checkbox', { name: /^Zamówienia \(podgląd\)/ })).toBeEnabled();
  await expect(invite.getByRole('checkbox', { name: /^Kolekcje/ })).toBeDisabled();
  await expect(invite.getByRole('checkbox', { name: /^Klienci/ })).toBeDisabled();
  await expect(invite).toContainText('Nadawać i odbierać możesz tylko uprawnienia, które masz.');
  await look(page, 'staff-clerk-view', { fullPage: true });

  await page.goto('/admin/exports');
  const orders = page.getByRole('button', { name: 'Pobierz CSV: Zamówienia' });
  await expect(orders).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Pobierz CSV: Zwroty pieniędzy' })).toBeEnabled();
  await expect(page.getByText(/potrzebne też uprawnienie „Klienci/).first()).toBeVisible();
  await look(page, 'exports-without-customers', { fullPage: true });
});
