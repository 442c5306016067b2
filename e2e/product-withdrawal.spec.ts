// Staff withdraw a product from sale in its edit form (docs/product-rules.md, "Staff upkeep"):
// a shopper's open product page turns „Produkt niedostępny” without a reload (live stock), a
// fresh one has no "Dodaj do koszyka"; staff lists mark it „Wycofany”; staff restore it and it
// can be bought again. Staff at 1280 px, the shopper on a 390 px phone.
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';
import { openAsStaff } from './support/session.ts';
import { look } from './support/look.ts';
import { toasts } from './support/toasts.ts';

/** The toast outlet (toast texts are also copied into a screen-reader announcement). */

test("staff withdraw a product and restore it; the shopper's page follows", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two browsers, staff's form saved four times, the shopper's page following live
  // Staff at their desk, the shopper on a phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000);
  const product = await catalogue.product(drop.id, { name: unique('Lampa wycofana'), stock: 2 });

  // A guest has the product page open.
  const guest = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const shopper = await guest.newPage();
  await shopper.goto(`/product/${product.id}`);
  await expect(shopper.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const addToCart = shopper.getByRole('button', { name: 'Dodaj do koszyka' });
  await expect(addToCart).toBeEnabled();

  await openAsStaff(page, `/admin/edit-product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edytuj Produkt' })).toBeVisible();
  const section = page.getByRole('region', { name: /Sprzedaż/ });
  await expect(section.getByText('W sprzedaży', { exact: true })).toBeVisible();

  // Asked first; cancelling changes nothing.
  await section.getByRole('button', { name: 'Wycofaj ze sprzedaży' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Wycofać produkt ze sprzedaży?' });
  await expect(dialog).toContainText('Klienci nie będą już mogli kupić produktu');
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('W sprzedaży', { exact: true })).toBeVisible();

  await section.getByRole('button', { name: 'Wycofaj ze sprzedaży' }).click();
  await dialog.getByRole('button', { name: 'Wycofaj ze sprzedaży' }).click();
  await expect(toasts(page).getByText('Sukces', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Produkt został wycofany ze sprzedaży.')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Produkt jest wycofany ze sprzedaży od' }),
  ).toBeVisible();
  await expect(section.getByText('Wycofany', { exact: true })).toBeVisible();
  await look(page, 'withdrawal-form-1280', { fullPage: true });

  // The open page follows by itself; a fresh one says the same.
  await expect(shopper.getByRole('button', { name: 'Produkt niedostępny' })).toBeDisabled();
  await expect(addToCart).toHaveCount(0);
  await shopper.reload();
  await expect(shopper.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(shopper.getByText('Niedostępny', { exact: true }).first()).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Produkt niedostępny' })).toBeDisabled();
  await look(shopper, 'withdrawal-shopper-390');

  // Saving the form afterwards works: it carried on from the withdrawal's version.
  await page.getByLabel('Nazwa').fill(`${product.name} (po zmianie)`);
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toasts(page).getByText('Produkt został zaktualizowany.')).toBeVisible();

  // Staff lists still show it, marked; the form opened again says it is withdrawn.
  await page.goto(`/collections/${drop.slug}`);
  const card = page.getByRole('article').filter({ hasText: product.name });
  await expect(card.getByText('Wycofany', { exact: true })).toBeVisible();
  await page.goto(`/admin/edit-product/${product.id}`);
  await expect(page.getByText('Produkt jest wycofany ze sprzedaży od')).toBeVisible();
  await expect(section.getByText('Wycofany', { exact: true })).toBeVisible();

  await section.getByRole('button', { name: 'Przywróć do sprzedaży' }).click();
  await expect(toasts(page).getByText('Produkt wrócił do sprzedaży.')).toBeVisible();
  await expect(section.getByText('W sprzedaży', { exact: true })).toBeVisible();
  await expect(page.getByText('Produkt jest wycofany ze sprzedaży od')).toHaveCount(0);
  await look(page, 'withdrawal-form-restored-1280', { fullPage: true });

  // Buyable again, without a reload.
  await expect(addToCart).toBeEnabled();
  await addToCart.click();
  await expect(shopper.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
  await guest.close();
});

test('a dangerous product is recalled with a notice: off sale for good, its buyers told', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000);
  const product = await catalogue.product(drop.id, { name: unique('Ładowarka'), stock: 2 });

  await openAsStaff(page, `/admin/edit-product/${product.id}`);
  const recall = page.getByRole('region', { name: 'Wycofanie z rynku' });
  await recall.getByRole('button', { name: 'Wycofaj z rynku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wycofać produkt z rynku?' });
  const notice = dialog.getByLabel('Komunikat dla kupujących');
  // A notice of substance: the danger and what to do.
  await notice.fill('Groźne');
  await dialog.getByRole('button', { name: 'Wycofaj i powiadom kupujących' }).click();
  await expect(dialog).toContainText(
    'Opisz zagrożenie i co kupujący ma zrobić (co najmniej 20 znaków)',
  );
  await notice.fill('Ładowarka może się przegrzać podczas ładowania: odłącz ją od prądu.');
  await look(page, 'recall-dialog-1280');
  await dialog.getByRole('button', { name: 'Wycofaj i powiadom kupujących' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText('Powiadomienie wysyłamy do kupujących: 0 zamówień.');
  await expect(recall.getByText('Wycofany z rynku', { exact: true })).toBeVisible();
  await expect(recall).toContainText('Ładowarka może się przegrzać podczas ładowania');
  // Withdrawn for good: nothing to put back on sale.
  const sale = page.getByRole('region', { name: /Sprzedaż/ });
  await expect(sale.getByText('Wycofany', { exact: true })).toBeVisible();
  await expect(sale.getByRole('button', { name: 'Przywróć do sprzedaży' })).toHaveCount(0);
  await look(page, 'recall-done-1280', { fullPage: true });

  const read = await request.get(`/api/products/${product.id}`);
  expect(((await read.json()) as { status: string }).status).toBe('NOT_AVAILABLE');
});
