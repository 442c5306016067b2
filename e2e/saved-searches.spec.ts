// Saved searches on a 390 px phone: a logged-in shopper keeps the search they see („Obserwuj to
// wyszukiwanie”), finds it under Ustawienia > Obserwowane with what it looks for, renames it and
// deletes it; a guest is asked to log in.
import { randomBytes } from 'node:crypto';
import { test, expect } from './support/fixtures.ts';
import { look } from './support/look.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';

const width = 390;
test.use({ viewport: { width, height: 844 }, hasTouch: true });

test('a shopper watches a search, renames it and lets it go', async ({ page, request }) => {
  const word = `kurtka${randomBytes(3).toString('hex')}`;
  await page.goto(`/search?term=${word}`);
  await expect(page.getByRole('link', { name: 'Zaloguj się' }).last()).toBeVisible();
  await expect(page.getByText('aby obserwować to wyszukiwanie')).toBeVisible();

  const shopper = await registerShopper(request);
  await openLoggedIn(page, shopper, `/search?term=${word}`);
  await page.getByRole('button', { name: 'Obserwuj to wyszukiwanie' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Obserwujesz' }),
  ).toHaveText(`Obserwujesz „${word}”: napiszemy, gdy pojawią się nowe produkty.`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await look(page, `saved-search-${width}`);

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Obserwowane' }).click();
  const item = page.getByRole('listitem').filter({ hasText: word });
  await expect(item).toContainText(`„${word}”`);
  await item.getByRole('button', { name: `Zmień nazwę: ${word}` }).click();
  // The item is a form now: its name is in the field, not in its text.
  await page.getByLabel('Nazwa wyszukiwania').fill('Kurtki na zimę');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  const renamed = page.getByRole('listitem').filter({ hasText: 'Kurtki na zimę' });
  await expect(renamed).toContainText(`„${word}”`);
  await look(page, `saved-searches-settings-${width}`, { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

  await renamed.getByRole('button', { name: 'Usuń: Kurtki na zimę' }).click();
  await expect(page.getByText('Nie obserwujesz żadnych wyszukiwań.')).toBeVisible();
});
