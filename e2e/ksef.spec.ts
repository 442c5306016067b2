// Invoices in KSeF (decision 030), on a server of its own pointed at the KSeF stand-in
// (tools/fakes/ksef.ts): a business buyer pays; within seconds the staff order pane shows the
// invoice „przyjęta w KSeF” with the stand-in's number; the PDF the buyer downloads carries that
// number and the verification link of the QR code, which opens the stand-in's page for that
// invoice. With KSeF down, the invoice is issued offline: staff see its deadline, and the PDF
// carries both codes, OFFLINE and CERTYFIKAT, the second confirmed by the stand-in.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { startFakeKsef, type FakeKsef } from '../tools/fakes/ksef.ts';
import { test, expect } from './support/fixtures.ts';
import { paidOrder } from './support/new-orders.ts';
import { startOwnServer, type ShopServer } from './support/own-server.ts';
import { look } from './support/look.ts';
import { openAsStaff } from './support/session.ts';
import { hubLink } from './support/staff.ts';

const TOKEN = 'e2e-ksef-token';

test.describe.configure({ mode: 'default' });

let fake: FakeKsef;
let server: ShopServer;
let api: APIRequestContext;
let certificates: string;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000); // a fresh database is migrated at start-up
  fake = await startFakeKsef({ token: TOKEN });
  // The certificate of type Offline the stand-in issued, for KOD II.
  certificates = await mkdtemp(path.join(tmpdir(), 'e2e-ksef-'));
  const certificate = path.join(certificates, 'offline-certificate.pem');
  const key = path.join(certificates, 'offline-key.pem');
  await writeFile(certificate, fake.offlineCertificate.certificate);
  await writeFile(key, fake.offlineCertificate.key);
  server = await startOwnServer({
    KSEF_TOKEN: TOKEN,
    KSEF_BASE_URL: `${fake.url}/v2`,
    KSEF_QR_URL: fake.url,
    KSEF_OFFLINE_CERTIFICATE_FILE: certificate,
    KSEF_OFFLINE_KEY_FILE: key,
  });
  api = await playwright.request.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await fake?.close();
  if (certificates) await rm(certificates, { recursive: true, force: true });
});

/**
 * Opens the order's pane on the staff orders page until it shows its invoice „przyjęta w KSeF”
 * with a KSeF number (the KSeF job runs every few seconds); answers that line.
 */
async function acceptedInPane(page: Page, orderId: number) {
  const state = page.getByText(/^KSeF: przyjęta w KSeF · \d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/);
  const pane = page.getByRole('button', { name: new RegExp(`^Zamówienie #${orderId}\\b`) });
  await expect(async () => {
    await page.reload();
    await pane.click();
    await expect(state).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return state;
}

/** The buyer's PDF of the order's first invoice, as text. */
async function buyerPdfText(order: Awaited<ReturnType<typeof paidOrder>>) {
  const login = await api.post('/api/auth/login', { data: order.shopper });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const read = await api.get(`/api/orders/${order.id}`, { headers });
  const [invoice] = ((await read.json()) as { invoices: { id: number }[] }).invoices;
  const pdf = await api.get(`/api/orders/${order.id}/invoices/${invoice!.id}/pdf`, { headers });
  expect(pdf.status()).toBe(200);
  return (await extractText(new Uint8Array(await pdf.body()), { mergePages: true })).text;
}

test('a business buyer’s invoice is accepted in KSeF: its number in the staff pane, on the PDF and behind the QR code', async ({
  browser,
}) => {
  test.slow(); // an order, a payment and the KSeF job's runs
  const order = await paidOrder(api, { business: true });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await openAsStaff(page, '/admin/orders?status=all');
    const state = await acceptedInPane(page, order.id);
    await state.scrollIntoViewIfNeeded();
    await look(page, 'ksef-staff-pane', { bothWidths: true });
    const ksefNumber = (await state.textContent())!.split(' · ')[1]!;
    expect(fake.invoices.map((invoice) => invoice.ksefNumber)).toContain(ksefNumber);

    // The buyer's PDF: the number and the verification link of „KOD I”.
    const text = await buyerPdfText(order);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Numer KSeF: ${ksefNumber}`);
    const link = new RegExp(`${fake.url}/invoice/\\d{10}/\\d{2}-\\d{2}-\\d{4}/[\\w-]{43}`).exec(
      text.replace(/\s+/g, ''),
    )![0];

    // The link opens the stand-in's verification page for that very invoice.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Faktura znajduje się w KSeF' })).toBeVisible();
    await expect(page.getByText(ksefNumber)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a document KSeF refused is listed for staff with KSeF’s reason, and once resent it is accepted', async ({
  browser,
}) => {
  test.slow();
  await fetch(`${fake.url}/_control/refuse-next`, {
    method: 'POST',
    body: JSON.stringify({ description: 'Nieprawidłowy kod pocztowy nabywcy' }),
  });
  const order = await paidOrder(api, { business: true });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await openAsStaff(page, '/admin');
    await hubLink(page, /KSeF/).click();
    await expect(page.getByRole('heading', { level: 1, name: 'KSeF' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: `zamówienie #${order.id}` });
    await expect(async () => {
      await page.reload();
      await expect(card).toContainText('KSeF: odrzucona przez KSeF', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(card).toContainText(
      'Błąd weryfikacji semantyki dokumentu faktury: Nieprawidłowy kod pocztowy nabywcy',
    );
    await look(page, 'ksef-attention', { bothWidths: true });
    await card.getByRole('button', { name: 'Wyślij ponownie do KSeF' }).click();
    await expect(page.getByText('Nic nie czeka na KSeF')).toBeVisible();
    await page.goto('/admin/orders?status=all');
    await acceptedInPane(page, order.id);
  } finally {
    await context.close();
  }
});

test('KSeF down: the invoice is issued offline, staff see its deadline, and the PDF carries both codes', async ({
  browser,
}) => {
  test.slow();
  await fetch(`${fake.url}/_control/unavailable`, {
    method: 'POST',
    body: JSON.stringify({ on: true }),
  });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    const order = await paidOrder(api, { business: true });
    await openAsStaff(page, '/admin/ksef');
    const card = page.getByRole('listitem').filter({ hasText: `zamówienie #${order.id}` });
    await expect(async () => {
      await page.reload();
      await expect(card).toContainText(/wystawiona offline, do KSeF do \d{2}\.\d{2}\.\d{4}/, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await look(page, 'ksef-offline', { bothWidths: true });

    const text = await buyerPdfText(order);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Faktura wystawiona w trybie offline');
    expect(flat).toContain('OFFLINE');
    expect(flat).toContain('CERTYFIKAT');
    expect(flat).not.toContain('Numer KSeF');
    const certificateLink = new RegExp(
      `${fake.url}/certificate/Nip/\\d{10}/\\d{10}/[0-9A-F]+/[\\w-]{43}/[\\w-]{342}`,
    ).exec(text.replace(/\s+/g, ''))![0];
    // KOD II opens the stand-in's confirmation of the issuer's certificate.
    await page.goto(certificateLink);
    await expect(
      page.getByRole('heading', { name: 'Certyfikat wystawcy jest ważny' }),
    ).toBeVisible();
  } finally {
    await fetch(`${fake.url}/_control/unavailable`, {
      method: 'POST',
      body: JSON.stringify({ on: false }),
    });
    await context.close();
  }
});
