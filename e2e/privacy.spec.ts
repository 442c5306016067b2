// /settings > Prywatność: the shopper downloads their data (a JSON file holding their order)
// and deletes their account; the order stays for staff with the anonymised e-mail, the old
// token is refused. On a 1280 px screen and on a 390 px phone.
import { TERMS_VERSION } from '@shop/shared/terms';
import { readFile } from 'node:fs/promises';
import { test, expect } from './support/fixtures.ts';
import { createProducts, staffToken } from './support/cart-products.ts';
import { unique } from './support/catalogue.ts';
import { buyerWithAddress, placeOrderAs } from './support/orders.ts';
import { openAsStaff, openLoggedIn, registerShopper } from './support/session.ts';
import { look } from './support/look.ts';
import { toasts } from './support/toasts.ts';

for (const { device, viewport } of [
  { device: 'desktop', viewport: { width: 1280, height: 800 } },
  { device: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(device, () => {
    test.use({ viewport, hasTouch: device === 'phone' });

    test('downloads my data, then deletes the account', async ({ page, request }) => {
      const shopper = await registerShopper(request);
      const token = await openLoggedIn(page, shopper, '/settings');
      const [product] = await createProducts(request, [
        { name: unique('Lampka prywatna'), msrp: 10_000, stock: 3 },
      ]);
      const buyer = await buyerWithAddress(request, token);
      const order = await placeOrderAs(request, buyer, [{ productId: product!.id, quantity: 1 }], {
        returnUrl: `${new URL(page.url()).origin}/orders`,
      });

      // Every tab's label is whole, also on a phone.
      for (const name of ['Adresy', 'Dane do faktury', 'Bezpieczeństwo', 'Prywatność']) {
        const tab = page.getByRole('tab', { name });
        await expect(tab).toBeInViewport({ ratio: 1 });
        expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      await page.getByRole('tab', { name: 'Prywatność' }).click();
      await expect(page.getByRole('heading', { name: 'Pobierz moje dane' })).toBeVisible();

      // The file: named by the day, it parses and holds the account and the order.
      const started = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Pobierz moje dane' }).click();
      const file = await started;
      expect(file.suggestedFilename()).toMatch(/^moje-dane-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
        account: { email: string; termsAcceptedAt: string | null; termsVersion: string | null };
        orders: { id: number }[];
      };
      expect(data.account.email).toBe(shopper.email);
      // The terms the shopper accepted at registration, and when.
      expect(data.account.termsVersion).toBe(TERMS_VERSION);
      expect(Date.parse(data.account.termsAcceptedAt!)).not.toBeNaN();
      expect(data.orders.map((o) => o.id)).toEqual([order.id]);
      await expect(toasts(page).getByText('Pobrano plik z Twoimi danymi')).toBeVisible();
      await look(page, `privacy-${device}-tab`, { fullPage: true });

      // The dialog says what is kept and why, and a wrong password changes nothing.
      await page.getByRole('button', { name: 'Usuń konto', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Usunąć konto?' });
      await expect(dialog.getByText(/Zachowamy:/)).toBeVisible();
      await expect(dialog.getByText(/przepisy o rachunkowości i podatkach/)).toBeVisible();
      const confirm = dialog.getByRole('button', { name: 'Usuń konto na zawsze' });
      await confirm.click();
      await expect(dialog.getByText('Podaj hasło, aby usunąć konto')).toBeVisible();
      await dialog.getByLabel('Hasło', { exact: true }).fill('Zle-Haslo-Do-Konta-9');
      await confirm.click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'Hasło jest nieprawidłowe. Konto nie zostało usunięte.',
      );
      await look(page, `privacy-${device}-dialog`);
      const still = await request.get('/api/users/me/export', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(still.status()).toBe(200);

      await dialog.getByLabel('Hasło', { exact: true }).fill(shopper.password);
      await confirm.click();

      // Goodbye: logged out on the home page.
      await expect(toasts(page).getByText('Twoje konto zostało usunięte')).toBeVisible();
      await expect(page).toHaveURL('/');
      await look(page, `privacy-${device}-goodbye`);
      // The stored session goes when the settings page has gone, which can come a moment after
      // the address changed (the home page renders in a transition).
      await expect.poll(() => page.evaluate(() => localStorage.getItem('shop.auth'))).toBeNull();
      await page.goto('/settings');
      await expect(page).toHaveURL(/\/login/);

      // The old token is refused, the login fails, staff still see the order.
      const refused = await request.get('/api/users/me/export', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(401);
      const login = await request.post('/api/auth/login', { data: shopper });
      expect(login.status()).toBe(401);
      const staff = { authorization: `Bearer ${await staffToken(request)}` };
      const kept = await request.get(`/api/admin/orders/${order.id}`, { headers: staff });
      expect(kept.status()).toBe(200);
      expect(((await kept.json()) as { customerEmail: string }).customerEmail).toMatch(
        /^usuniety-\d+@anonim\.invalid$/,
      );
      // Staff read that the account is gone, not the address it was left with.
      await openAsStaff(page, `/admin/orders?status=all&q=${order.id}`);
      const row = page.getByRole('button', { name: new RegExp(`Zamówienie #${order.id}\\b`) });
      await expect(row).toContainText('konto usunięte');
      await expect(row).not.toContainText('anonim');
    });
  });
}
