// The staff panel as a place of its own: its layout and navigation, the start page's "Do
// zrobienia" counts linking to the screens that deal with them, the orders list showing every
// status by default, and the same panel on a phone behind "Menu panelu".
import { expect, test } from '@playwright/test';
import { paidOrder } from './support/new-orders.ts';
import { look } from './support/look.ts';
import { openAsStaff } from './support/session.ts';
import { STAFF } from './support/staff.ts';

test('at 1280 px: the panel has its own navigation, and a paid order waits to be shipped', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const order = await paidOrder(request);
  await openAsStaff(page, '/admin');
  const nav = page.getByRole('navigation', { name: 'Panel sklepu' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('heading')).toHaveText([
    'Katalog',
    'Sprzedaż',
    'Księgowość',
    'Ludzie i historia',
  ]);
  // The shop's own header and footer are not here; the way back to the shop is.
  await expect(page.getByRole('navigation', { name: 'Główna nawigacja' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText(STAFF.email);
  await expect(page.getByRole('link', { name: 'Przejdź do sklepu' })).toHaveAttribute('href', '/');

  const desk = page.getByRole('region', { name: 'Do zrobienia' });
  const toShip = desk.getByRole('link', { name: /Opłacone, czekają na wysyłkę/ });
  await expect(toShip).toContainText(/najdłużej od/);
  await expect(toShip).not.toContainText(/^Opłacone, czekają na wysyłkę\s*0$/);
  // Products offered without their GPSR data are counted for those who edit products.
  await expect(desk.getByText('Bezpieczeństwo produktów (GPSR)')).toBeVisible();
  await expect(desk).toContainText('W sprzedaży bez danych bezpieczeństwa');
  await look(page, 'staff-panel-desk', { fullPage: true, bothWidths: true });

  await toShip.click();
  await expect(page).toHaveURL('/admin/orders?status=paid');
  await expect(
    page.getByRole('button', { name: new RegExp(`^Zamówienie #${order.id}\\b`) }),
  ).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Zamówienia' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // From the navigation, the orders list shows every status.
  await nav.getByRole('link', { name: 'Pulpit' }).click();
  await nav.getByRole('link', { name: 'Zamówienia' }).click();
  await expect(page).toHaveURL('/admin/orders');
  await expect(page.getByLabel('Status')).toHaveValue('all');
  await look(page, 'staff-panel-orders');
});

test('at 390 px: the navigation folds into Menu panelu and closes on the way to a screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsStaff(page, '/admin');
  const nav = page.getByRole('navigation', { name: 'Panel sklepu' });
  await expect(nav).toBeHidden();
  await expect(page.getByRole('region', { name: 'Do zrobienia' })).toBeVisible();
  await look(page, 'staff-panel-phone', { fullPage: true });
  await page.getByRole('button', { name: 'Menu panelu' }).click();
  await expect(nav).toBeVisible();
  await look(page, 'staff-panel-phone-menu');
  await nav.getByRole('link', { name: 'Eksport' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eksport' })).toBeVisible();
  await expect(nav).toBeHidden();
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
