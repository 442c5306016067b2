// A drop's "Wyniki" tab at 1280 and 390 px: staff see the pieces sold, the revenue and margin,
// the sales per price level and the chart of sales since the opening, from a paid order; for a
// drop with a lobby, the rate it lets shoppers in at and why.
import { test, expect } from './support/fixtures.ts';
import { Catalogue } from './support/catalogue.ts';
import { paidOrder } from './support/new-orders.ts';
import { openAsStaff } from './support/session.ts';
import { look } from './support/look.ts';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the drop's results from its orders (${viewport.width} px)`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const order = await paidOrder(request, {
      lines: [{ price: 4_999, quantity: 2 }, { price: 12_000 }],
    });
    const dropId = order.products[0]!.dropId;
    await openAsStaff(page, `/admin/edit-collection/${dropId}`);
    await page.getByRole('tab', { name: 'Wyniki' }).click();
    const results = page.getByRole('region', { name: 'Wyniki kolekcji' });
    const figure = (label: string) =>
      results
        .locator('div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .last();
    await expect(figure('Sprzedane')).toContainText('3');
    await expect(figure('Wystawione sztuki')).toContainText('6');
    await expect(figure('Przychód (brutto)')).toContainText('219,98 zł');
    // Net of VAT: 219,98 zł / 1,23 = 178,85 zł, less the 3,00 zł the pieces cost.
    await expect(figure('Przychód netto')).toContainText('178,85 zł');
    await expect(figure('Marża')).toContainText('175,85 zł');
    await expect(figure('Zamówienia')).toContainText('Opłacone: 1');
    await expect(results.getByTestId('step--1')).toContainText('Cena stała');
    await expect(results.getByTestId('step--1')).toContainText('219,98 zł');
    await expect(results.getByRole('img', { name: /Wykres sprzedanych sztuk/ })).toBeVisible();
    await look(page, `drop-results-${viewport.width}`, { fullPage: true });
  });
}

test('a lobby drop says how fast its lobby will let shoppers in, and why (390 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(60 * 60_000, { lobby: true });
  await openAsStaff(page, `/admin/edit-collection/${drop.id}`);
  await page.getByRole('tab', { name: 'Wyniki' }).click();
  const rate = page.getByTestId('lobby-rate');
  await expect(rate).toContainText('Tempo wpuszczania, jakie kolejka wybrałaby teraz');
  // The browser tests' shop has measured no opening with 100 orders: the setting decides.
  await expect(rate).toContainText(/\d+ os(oba|oby|ób) na sekundę/);
  await expect(rate).toContainText('Ustawienie LOBBY_ADMISSIONS_PER_SECOND');
  await look(page, 'drop-results-lobby-390', { fullPage: true });
});
