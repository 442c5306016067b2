// Newsletter double opt-in: a shopper signs up in the footer, opens the confirmation link from
// the e-mail (confirmed once; the used link then fails in Polish), and unsubscribes with the
// e-mail's unsubscribe link. Both pages fit a 390 px phone and a 1280 px screen.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { emailTo, linkIn } from './support/mail.ts';
import { uniqueEmail } from './support/session.ts';
import { look } from './support/look.ts';

const fits = async (page: Page, width: number) =>
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    width,
  );

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, hasTouch: width < 500 });

    test('sign up in the footer, confirm from the e-mail, then unsubscribe', async ({ page }) => {
      const email = uniqueEmail('newsletter');
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('Adres email do newslettera').fill(email);
      await footer.getByRole('button', { name: 'Zapisz się' }).click();
      await expect(footer.getByRole('status')).toHaveText(
        'Dziękujemy! Sprawdź skrzynkę: wysłaliśmy link potwierdzający zapis.',
      );

      const mail = await emailTo(email);
      expect(mail.subject).toBe('Potwierdź zapis do newslettera');
      const confirmUrl = new URL(linkIn(mail, '/newsletter/confirm?token='));
      const unsubscribeUrl = new URL(linkIn(mail, '/newsletter/unsubscribe?token='));

      await page.goto(confirmUrl.pathname + confirmUrl.search);
      const main = page.getByRole('main');
      await expect(main.getByRole('status')).toHaveText('Dziękujemy, zapis potwierdzony');
      await expect(page).toHaveTitle(/Potwierdzenie zapisu do newslettera/);
      await fits(page, width);
      await look(page, `newsletter-confirm-${width}`, { fullPage: true });

      await page.reload();
      await expect(main.getByRole('alert')).toContainText('Link wygasł lub został już użyty');

      await page.goto(unsubscribeUrl.pathname + unsubscribeUrl.search);
      await expect(page).toHaveTitle(/Wypisanie z newslettera/);
      await fits(page, width);
      await look(page, `newsletter-unsubscribe-${width}`, { fullPage: true });
      await main.getByRole('button', { name: 'Wypisz mnie' }).click();
      await expect(main.getByRole('status')).toHaveText('Wypisaliśmy Twój adres z newslettera');

      await page.reload();
      await main.getByRole('button', { name: 'Wypisz mnie' }).click();
      await expect(main.getByRole('alert')).toHaveText(
        'Ten adres został już wypisany z newslettera',
      );
    });
  });
}
