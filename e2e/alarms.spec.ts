// Drop alarms in the settings on a 390 px phone (docs/alarms.md): Ustawienia → Powiadomienia shows
// the push switch with its consent's words, and SMS turned on by a code the phone received (the
// SMSAPI stand-in keeps it): a number that is not a Polish mobile and a wrong code are refused in
// Polish, the right code turns SMS on, one tap turns it off; an SMS's way-out link with a wrong
// token says so.
import { randomInt } from 'node:crypto';
import { test, expect } from './support/fixtures.ts';
import { look } from './support/look.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';
import { smsTo } from './support/sms.ts';

const width = 390;
test.use({ viewport: { width, height: 844 }, hasTouch: true });

test('a shopper turns SMS alarms on with the code the phone got, and off in one tap', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  await openLoggedIn(page, shopper, '/settings');
  await page.getByRole('tab', { name: 'Powiadomienia' }).click();
  await expect(page.getByText('Powiadomienia o kolekcjach')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Powiadomienia push' })).toBeVisible();
  await expect(page.getByText('Chcę dostawać SMS-y o otwarciu kolekcji')).toBeVisible();

  const phone = page.getByLabel('Numer telefonu komórkowego');
  await phone.fill('22 123 45 67');
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  await expect(page.getByText('Podaj polski numer telefonu komórkowego')).toBeVisible();

  const number = `6${String(randomInt(100_000_000)).padStart(8, '0')}`;
  await phone.fill(`${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`);
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  const shown = `+48 ${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`;
  await expect(page.getByText(`wysłaliśmy na numer ${shown}`)).toBeVisible();
  const [sms] = await smsTo(`48${number}`);
  const code = /(\d{6})\./.exec(sms!.message)![1]!;

  await page.getByLabel('Kod z SMS-a').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByText('Nieprawidłowy kod')).toBeVisible();
  await page.getByLabel('Kod z SMS-a').fill(code);
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'SMS-y przychodzą' })).toHaveText(
    `Włączone: SMS-y przychodzą na numer ${shown}.`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await page.getByText('Powiadomienia o kolekcjach').scrollIntoViewIfNeeded();
  await look(page, `alarms-settings-${width}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByText('Powiadomienia o kolekcjach').scrollIntoViewIfNeeded();
  await look(page, 'alarms-settings-1280');
  await page.setViewportSize({ width, height: 844 });

  await page.getByRole('button', { name: 'Wyłącz SMS-y' }).click();
  await expect(page.getByLabel('Numer telefonu komórkowego')).toBeVisible();
  await expect(page.getByText('SMS-y przychodzą')).toHaveCount(0);

  await page.goto('/alarms/off?sms=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Link jest nieprawidłowy albo SMS-y są już wyłączone')).toBeVisible();
  await look(page, `sms-off-${width}`);
});
