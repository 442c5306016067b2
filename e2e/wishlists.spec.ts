// Wishlists: the product page's dialog (guests go to /login), creating a list, adding and
// removing products, deleting a list, and the error and truncation rules of the screens.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { openLoggedIn, registerShopper } from './support/session.ts';
import { createProducts } from './support/cart-products.ts';
import { toasts } from './support/toasts.ts';

async function createList(
  request: APIRequestContext,
  token: string,
  name: string,
  productIds: number[],
) {
  const response = await request.post('/api/wishlists', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, productIds },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('a guest who wants to save a product is sent to log in', async ({ page, request }) => {
  const [product] = await createProducts(request, [
    { name: 'Rower dziecięcy', msrp: 60_000, stock: 1 },
  ]);
  await page.goto(`/product/${product!.id}`);
  await page.getByRole('button', { name: 'Dodaj do listy życzeń' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/wishlists');
  await expect(page).toHaveURL('/login');
});

test('a shopper creates a list in the dialog, adds, removes and deletes', async ({
  page,
  request,
}) => {
  test.slow(); // the whole life of a list across four screens
  const [product] = await createProducts(request, [
    {
      name: 'Ekspres do kawy',
      msrp: 90_000,
      stock: 2,
      description: `Ciśnieniowy ekspres ze zwrotu, komplet akcesoriów. ${'Bardzo dobry stan. '.repeat(12)}`,
    },
  ]);
  await openLoggedIn(page, await registerShopper(request), `/product/${product!.id}`);

  await page.getByRole('button', { name: 'Dodaj do listy życzeń' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj do listy życzeń' });
  await expect(dialog.getByText('Nie masz jeszcze list życzeń')).toBeVisible();
  await dialog.getByRole('button', { name: 'Utwórz nową listę' }).click();
  const nameField = dialog.getByLabel('Nazwa nowej listy');
  const create = dialog.getByRole('button', { name: 'Utwórz', exact: true });
  await expect(create).toBeDisabled();
  await nameField.fill('   ');
  await expect(create).toBeDisabled();
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(nameField).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Utwórz nową listę' }).click();
  await dialog.getByLabel('Nazwa nowej listy').fill('  Do kuchni  ');
  await dialog.getByRole('button', { name: 'Utwórz', exact: true }).click();
  const list = dialog.getByRole('button', { name: /Do kuchni/ });
  await expect(list).toContainText('0 produktów');
  await list.click();
  await expect(dialog).toHaveCount(0);
  await expect(toasts(page)).toContainText('Dodano do listy „Do kuchni”');

  await page.goto('/wishlists');
  await expect(page.getByRole('heading', { name: 'Listy życzeń', level: 1 })).toBeVisible();
  await expect(page.getByText('1 produkt', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Do kuchni' }).click();

  await expect(page.getByRole('heading', { name: 'Do kuchni', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ekspres do kawy' })).toBeVisible();
  // Product descriptions are cut to 150 characters plus '...'.
  const description = page.getByText(/^Ciśnieniowy ekspres/);
  expect((await description.textContent())!.length).toBe(153);
  await page.getByRole('button', { name: 'Usuń z listy: Ekspres do kawy' }).click();
  await expect(page.getByText('Ta lista jest pusta')).toBeVisible();

  await page.getByRole('link', { name: 'Wróć do list życzeń' }).click();
  await expect(page).toHaveURL('/wishlists');
  await page.getByRole('button', { name: 'Usuń listę Do kuchni' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Usunąć listę „Do kuchni”?' });
  await confirm.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByRole('link', { name: 'Do kuchni' })).toBeVisible();
  await page.getByRole('button', { name: 'Usuń listę Do kuchni' }).click();
  await confirm.getByRole('button', { name: 'Usuń listę' }).click();
  await expect(page.getByText('Nie masz jeszcze list życzeń')).toBeVisible();
});

test('the create dialog of /wishlists needs a name', async ({ page, request }) => {
  await openLoggedIn(page, await registerShopper(request), '/wishlists');
  await page.getByRole('main').getByRole('button', { name: 'Nowa lista' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nowa lista życzeń' });
  const create = dialog.getByRole('button', { name: 'Utwórz', exact: true });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Nazwa nowej listy').fill('Prezenty');
  await create.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Prezenty' })).toBeVisible();
  await expect(page.getByText('0 produktów')).toBeVisible();
});

test('wishlist screens tell what went wrong', async ({ page, request }) => {
  test.slow(); // four failures on three screens
  const token = await openLoggedIn(page, await registerShopper(request), '/wishlists/abc');
  await expect(page.getByText('Nieprawidłowy adres listy życzeń')).toBeVisible();
  await page.goto('/wishlists/999999');
  await expect(page.getByText('Nie znaleziono listy życzeń')).toBeVisible();

  const id = await createList(request, token, 'Lista testowa', []);
  await page.route('**/api/wishlists?**', (route) =>
    route.fulfill({ status: 429, json: { statusCode: 429, code: 'TooMany', message: 'x' } }),
  );
  await page.goto('/wishlists');
  await expect(page.getByText('Nie udało się załadować list życzeń')).toBeVisible();

  await page.unroute('**/api/wishlists?**');
  await page.route(`**/api/wishlists/${id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 429,
          json: { statusCode: 429, code: 'TooMany', message: 'Zbyt wiele prób' },
        })
      : route.fallback(),
  );
  await page.reload();
  await page.getByRole('button', { name: 'Usuń listę Lista testowa' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń listę' }).click();
  await expect(toasts(page)).toContainText('Nie udało się usunąć listy życzeń');

  await page.route('**/api/wishlists', (route) =>
    route.fulfill({
      status: 429,
      json: { statusCode: 429, code: 'TooMany', message: 'Zbyt wiele prób' },
    }),
  );
  await page.getByRole('main').getByRole('button', { name: 'Nowa lista' }).first().click();
  await page.getByRole('dialog').getByLabel('Nazwa nowej listy').fill('Nowa');
  await page.getByRole('dialog').getByRole('button', { name: 'Utwórz', exact: true }).click();
  // The toast, and the same inside the dialog, which stays open with the typed name.
  await expect(
    page.getByText('Nie udało się utworzyć listy życzeń', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Zbyt wiele prób');
  await expect(page.getByRole('dialog').getByLabel('Nazwa nowej listy')).toHaveValue('Nowa');
});

test('on a phone list descriptions are cut to 30 characters', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const products = await createProducts(request, [
    { name: 'Sofa narożna szara', msrp: 200_000, stock: 1 },
    { name: 'Stolik kawowy dębowy', msrp: 50_000, stock: 1 },
  ]);
  const shopper = await registerShopper(request);
  const login = await request.post('/api/auth/login', { data: shopper });
  const token = ((await login.json()) as { token: string }).token;
  await createList(
    request,
    token,
    'Salon',
    products.map((p) => p.id),
  );
  await openLoggedIn(page, shopper, '/wishlists');
  await expect(page.getByText('2 produkty')).toBeVisible();
  const summary = page.getByText(/^(Sofa|Stolik)/);
  await expect(summary).toHaveText(/^.{30}\.\.\.$/);
});
