// Exports for the accountant at 1280 px: staff download last month's and this month's invoices as
// CSV; the file opens as Polish Excel reads it (BOM, ";"), with the accountant's columns and one
// row per invoice.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { paidOrder } from './support/new-orders.ts';
import { openAsStaff } from './support/session.ts';
import { look } from './support/look.ts';
import { hubLink } from './support/staff.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const HEADER = [
  'Numer',
  'Rodzaj',
  'Data wystawienia',
  'Data sprzedaży',
  'Numer zamówienia',
  'Korygowana faktura',
  'Nabywca',
  'NIP nabywcy',
  'Netto',
  'VAT',
  'Brutto',
  'Numer KSeF',
  'KSeF',
  'Data płatności',
  'Sposób płatności',
];

async function downloadInvoices(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pobierz CSV: Faktury i korekty' }).click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return {
    name: download.suggestedFilename(),
    rows: parse(text.slice(1), { delimiter: ';' }) as string[][],
  };
}

test("staff export last month's and this month's invoices as CSV", async ({ page, request }) => {
  const orders = [
    await paidOrder(request, { lines: [{ price: 12_300 }], business: true }),
    await paidOrder(request, { lines: [{ price: 4_999, quantity: 2 }], business: true }),
  ];
  const headers = { authorization: `Bearer ${orders[0]!.staffToken}` };
  const numbers: string[] = [];
  for (const order of orders) {
    const view = await (await request.get(`/api/admin/orders/${order.id}`, { headers })).json();
    numbers.push(...(view.invoices as { number: string }[]).map((invoice) => invoice.number));
  }
  expect(numbers).toHaveLength(2);

  await openAsStaff(page, '/admin');
  await hubLink(page, 'Eksport').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eksport' })).toBeVisible();
  await look(page, 'exports-page');

  // Last month (the default): the accountant's columns; none of this month's invoices.
  const lastMonth = await downloadInvoices(page);
  expect(lastMonth.name).toMatch(/^faktury-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lastMonth.rows[0]).toEqual(HEADER);
  for (const number of numbers) expect(lastMonth.rows.flat()).not.toContain(number);

  await page.getByRole('button', { name: 'Ten miesiąc' }).click();
  const thisMonth = await downloadInvoices(page);
  expect(thisMonth.rows[0]).toEqual(HEADER);
  const body = thisMonth.rows.slice(1);
  // One row per invoice: every number once.
  expect(new Set(body.map((row) => row[0])).size).toBe(body.length);
  const ours = body.filter((row) => numbers.includes(row[0]!));
  expect(ours).toHaveLength(2);
  const first = ours.find((row) => row[4] === String(orders[0]!.id))!;
  expect(first.slice(8, 11)).toEqual(['108,13', '24,87', '133,00']);
  expect(first[1]).toBe('Faktura VAT');
  expect(first[13]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
});
