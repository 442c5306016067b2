// Staff coupons: the new coupon form (its Polish messages, the fields each discount type
// shows, the % or PLN label), creating one, seeing it in the coupon list, and deactivating one
// (on a phone and a desktop).
import { randomBytes } from 'node:crypto';
import { test, expect } from './support/fixtures.ts';
import { openAsStaff } from './support/session.ts';
import { look } from './support/look.ts';
import { toasts } from './support/toasts.ts';

const uniqueCode = () => `E2E-${randomBytes(4).toString('hex').toUpperCase()}`;

test('the coupon form shows the fields of each discount type and its messages', async ({
  page,
}) => {
  await openAsStaff(page, '/admin/create-coupon');
  await expect(page.getByRole('heading', { level: 1, name: 'Nowy Kupon' })).toBeVisible();
  const type = page.getByLabel('Typ zniżki');
  await expect(type).toHaveValue('PERCENTAGE_OFF_ORDER');
  await expect(page.getByLabel('Wartość zniżki (%)')).toHaveValue('0');
  await expect(page.getByLabel('Limit użyć')).toHaveValue('1');

  await page.getByLabel('Limit użyć').fill('');
  await page.getByRole('button', { name: 'Utwórz kupon' }).click();
  for (const message of [
    'Kod musi mieć co najmniej 3 znaki',
    'Wartość zniżki musi być liczbą większą od 0',
    'Limit użyć jest wymagany',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Kod').fill('wiosna');
  await page.getByLabel('Wartość zniżki (%)').fill('');
  await page.getByLabel('Limit użyć').fill('0');
  await page.getByRole('button', { name: 'Utwórz kupon' }).click();
  for (const message of [
    'Kod może zawierać tylko wielkie litery, cyfry, podkreślenia i myślniki',
    'Wartość zniżki jest wymagana',
    'Limit użyć musi być liczbą większą od 0',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Kod').fill('X'.repeat(51));
  await page.getByRole('button', { name: 'Utwórz kupon' }).click();
  await expect(page.getByText('Kod może mieć maksymalnie 50 znaków')).toBeVisible();

  await type.selectOption({ label: 'Kwota od zamówienia' });
  await expect(page.getByLabel('Wartość zniżki (PLN)')).toHaveAttribute('inputmode', 'decimal');
  await expect(page.getByLabel('Minimalna wartość zamówienia (PLN)')).toBeVisible();
  await expect(page.getByLabel('Minimalna cena produktu (PLN)')).toHaveCount(0);

  await type.selectOption({ label: 'Procent od najtańszego produktu' });
  await expect(page.getByLabel('Wartość zniżki (%)')).toHaveAttribute('step', '1');
  await expect(page.getByLabel('Minimalna cena produktu (PLN)')).toBeVisible();
  await expect(page.getByLabel('Minimalna wartość zamówienia (PLN)')).toHaveCount(0);

  await type.selectOption({ label: 'Darmowa wysyłka' });
  await expect(page.getByLabel(/Wartość zniżki/)).toHaveCount(0);
  await expect(page.getByLabel('Minimalna wartość zamówienia (PLN)')).toBeVisible();
});

test('a new coupon is created, the form is emptied, and it shows in the list', async ({
  page,
  request,
}) => {
  const token = await openAsStaff(page, '/admin/create-coupon');
  const code = uniqueCode();
  await page.getByLabel('Kod').fill(code);
  await page.getByLabel('Typ zniżki').selectOption({ label: 'Kwota od zamówienia' });
  await page.getByLabel('Wartość zniżki (PLN)').fill('25.50');
  await page.getByLabel('Limit użyć').fill('5');
  await page.getByLabel('Minimalna wartość zamówienia (PLN)').fill('100');
  await page.getByLabel('Ważny do (opcjonalnie)').fill('2031-01-31T23:59');
  await page.getByRole('button', { name: 'Utwórz kupon' }).click();

  await expect(toasts(page).getByText('Kupon został utworzony pomyślnie')).toBeVisible();
  await expect(page.getByLabel('Kod')).toHaveValue('');
  await expect(page.getByLabel('Typ zniżki')).toHaveValue('PERCENTAGE_OFF_ORDER');
  await expect(page.getByLabel('Wartość zniżki (%)')).toHaveValue('0');

  // The same code again: the server's reason is shown.
  await page.getByLabel('Kod').fill(code);
  await page.getByLabel('Wartość zniżki (%)').fill('10');
  await page.getByRole('button', { name: 'Utwórz kupon' }).click();
  await expect(toasts(page).getByText('Kupon o takim kodzie już istnieje')).toBeVisible();

  const list = await request.get('/api/coupons?page=0&count=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  const stored = ((await list.json()) as { items: { code: string }[] }).items.find(
    (coupon) => coupon.code === code,
  );
  expect(stored).toMatchObject({
    discountType: 'FIXED_AMOUNT_OFF_ORDER',
    discountValue: 2550,
    usageLimit: 5,
    minimumOrderPrice: 10000,
    minimumProductPrice: null,
    validFrom: null,
    validUntil: '2031-01-31T22:59:00.000Z', // 23:59 in Warsaw (winter time)
  });

  await page.getByRole('link', { name: 'Wszystkie kupony' }).click();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  const table = page.getByRole('table');
  for (const column of ['Kod', 'Wartość', 'Limit użyć', 'Data ważności']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const row = table.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('25,50 zł');
  await expect(row).toContainText('Kwota od zamówienia');
  await expect(row).toContainText('5');
  await expect(row).toContainText('2031');
  await expect(page.getByText(/^Strona 1 z \d+$/)).toBeVisible();
});

test('a coupon without an end date reads Bezterminowo; an empty list has its text', async ({
  page,
  request,
}) => {
  const token = await openAsStaff(page, '/config.json');
  const code = uniqueCode();
  const created = await request.post('/api/coupons', {
    headers: { authorization: `Bearer ${token}` },
    data: { code, discountType: 'FREE_SHIPPING', discountValue: 0, usageLimit: 3 },
  });
  expect(created.status()).toBe(201);
  await page.goto('/admin/coupons');
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Darmowa wysyłka');
  await expect(row).toContainText('Bezterminowo');

  await page.route(
    (url) => url.pathname === '/api/coupons',
    (route) => route.fulfill({ json: { items: [], totalCount: 0 } }),
  );
  await page.reload();
  await expect(page.getByText('Brak kuponów do wyświetlenia')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Nowy Kupon' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`staff deactivate a coupon after confirming (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const token = await openAsStaff(page, '/config.json');
    const headers = { authorization: `Bearer ${token}` };
    const code = uniqueCode();
    const created = await request.post('/api/coupons', {
      headers,
      data: { code, discountType: 'PERCENTAGE_OFF_ORDER', discountValue: 15, usageLimit: 3 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await page.goto('/admin/coupons');

    const deactivate = page.getByRole('button', { name: `Wyłącz kupon ${code}` });
    await expect(deactivate).toBeVisible();
    // Cancelling the confirmation changes nothing.
    await deactivate.click();
    const dialog = page.getByRole('alertdialog', { name: 'Wyłączyć kupon?' });
    await expect(dialog).toContainText(`Kuponu ${code} nie będzie można dodać do konta`);
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await expect(dialog).toBeHidden();
    await expect(deactivate).toBeVisible();

    await deactivate.click();
    await dialog.getByRole('button', { name: 'Wyłącz kupon', exact: true }).click();
    await expect(toasts(page).getByText('Kupon został wyłączony.')).toBeVisible();
    await expect(deactivate).toHaveCount(0);
    const entry =
      width < 640
        ? page.getByRole('list', { name: 'Kupony' }).getByRole('listitem').filter({ hasText: code })
        : page.getByRole('row').filter({ hasText: code });
    await expect(entry.getByText('Wyłączony', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await look(page, `staff-upkeep-coupons-${width}`);

    const stored = await request.get(`/api/coupons/${id}`, { headers });
    expect(
      ((await stored.json()) as { deactivatedAt: string | null }).deactivatedAt,
    ).not.toBeNull();
  });
}
