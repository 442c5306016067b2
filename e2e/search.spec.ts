// Search: the header box (submit only from 3 characters), the results page with the heading
// 'Wyniki wyszukiwania', the category page's filters, and the 3-character rule.
import { test, expect } from './support/fixtures.ts';
import { Catalogue } from './support/catalogue.ts';
import { randomBytes } from 'node:crypto';

test('finds products from the header search box', async ({ page, request }) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000);
  const word = `Żółw${randomBytes(3).toString('hex')}`;
  const product = await catalogue.product(drop.id, { name: `Pluszowy ${word} z grzechotką` });

  await page.goto('/');
  const search = page.getByRole('search');
  const box = search.getByRole('searchbox', { name: 'Szukaj produktów' });
  const submit = search.getByRole('button', { name: 'Szukaj' });
  await box.fill('żó');
  await expect(submit).toBeDisabled();
  // Polish letters and case do not matter.
  await box.fill(word.toLowerCase().replace('żółw', 'zolw'));
  await expect(submit).toBeEnabled();
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?term=/);
  await expect(page.getByRole('heading', { name: 'Wyniki wyszukiwania', level: 1 })).toBeVisible();
  await expect(page.getByText('1 produkt', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filtry' })).toBeVisible();

  const filtered = page.waitForRequest('**/api/products/search?*conditions=DEFECTIVE*');
  await page.getByRole('checkbox', { name: 'Uszkodzony' }).click();
  await filtered;
  await expect(page.getByRole('link', { name: product.name })).toHaveCount(0);
  await expect(page.getByText(/Nie znaleźliśmy produktów/)).toBeVisible();
});

test('the header search says why one or two letters are not enough', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('search').first();
  const field = box.getByRole('searchbox', { name: 'Szukaj produktów' });
  await field.fill('ab');
  await expect(box.getByRole('status')).toHaveText('Fraza musi mieć co najmniej 3 znaki');
  await expect(field).toHaveAccessibleDescription('Fraza musi mieć co najmniej 3 znaki');
  await expect(box.getByRole('button', { name: 'Szukaj' })).toBeDisabled();
  await field.fill('abc');
  await expect(box.getByRole('status')).toHaveText('');
  await expect(box.getByRole('button', { name: 'Szukaj' })).toBeEnabled();
});

test('refuses a term shorter than 3 characters', async ({ page }) => {
  await page.goto('/search?term=ab');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { name: 'Wyniki wyszukiwania', level: 1 })).toBeVisible();
  await expect(main.getByText('Fraza musi mieć co najmniej 3 znaki')).toBeVisible();
  await page.goto('/search?term=%20%20a%20%20');
  await expect(main.getByText('Fraza musi mieć co najmniej 3 znaki')).toBeVisible();
});
