// The audit trail at 1280 px: a staff price edit shows in "Historia zmian" and on the product's
// own form, with the staff e-mail and the price before and after.
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';
import { openAsStaff } from './support/session.ts';
import { STAFF, hubLink } from './support/staff.ts';
import { look } from './support/look.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('a price edit in Historia zmian and on the product form', async ({ page, request }) => {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000);
  const product = await catalogue.product(drop.id, { name: unique('Lampka'), msrp: 10_000 });
  await catalogue.update(product, { msrp: 9_000 });

  await openAsStaff(page, '/admin');
  await hubLink(page, 'Historia zmian').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Historia zmian' })).toBeVisible();
  await page.getByLabel('Rodzaj').selectOption('product');
  await page.getByLabel('Numer').fill(String(product.id));
  await page.getByRole('button', { name: 'Pokaż' }).click();
  const entries = page.getByTestId('audit-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Zmiana produktu');
  await expect(entries.first()).toContainText(STAFF.email);
  await expect(entries.first()).toContainText('Cena rynkowa: 100,00 zł → 90,00 zł');
  await expect(entries.last()).toContainText('Utworzenie produktu');
  await look(page, 'audit-page', { fullPage: true, bothWidths: true });

  await entries
    .first()
    .getByRole('link', { name: `Produkt „${product.name}”` })
    .click();
  const trail = page.getByRole('region', { name: 'Historia zmian' });
  await expect(trail.getByTestId('audit-entry').first()).toContainText(
    'Cena rynkowa: 100,00 zł → 90,00 zł',
  );
});
