// The product safety fields (GPSR) every product made through the staff API carries, as the
// shop refuses a product without them (PRODUCT_SAFETY_REQUIRED, on by default): a manufacturer
// from the registry (the first one, or one made here on a server without demo data), a model,
// an EAN and Polish safety information; and a manual as a real PDF.
import type { APIRequestContext } from '@playwright/test';
import PDFDocument from 'pdfkit';

const TEST_MANUFACTURER = {
  name: 'Producent testów przeglądarkowych',
  postalAddress: 'ul. Testowa 1, 00-001 Warszawa',
  email: 'bezpieczenstwo@producent.example',
};

export async function manufacturerId(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<number> {
  const list = await request.get('/api/manufacturers', { headers });
  if (!list.ok()) throw new Error(`manufacturers: ${list.status()} ${await list.text()}`);
  const first = ((await list.json()) as { items: { id: number }[] }).items[0];
  if (first) return first.id;
  const created = await request.post('/api/manufacturers', { headers, data: TEST_MANUFACTURER });
  // Another test made it a moment ago: read it again.
  if (created.status() === 409) return manufacturerId(request, headers);
  if (!created.ok()) throw new Error(`manufacturer: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { id: number }).id;
}

export async function safetyFields(request: APIRequestContext, headers: Record<string, string>) {
  return {
    manufacturerId: await manufacturerId(request, headers),
    model: 'Model testowy T-1',
    gtin: '5901234123457',
    safetyInformation: 'Przed użyciem przeczytaj instrukcję. Chroń przed wilgocią.',
  };
}

/** A two-page manufacturer's manual as a real PDF (pdfkit), for the product form's upload. */
export function manualPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ info: { Title: 'Instrukcja obsługi' } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.text('Instrukcja obsługi. Nie zakrywaj lampki podczas pracy.');
    document.addPage().text('Ostrzeżenia: nie używaj w łazience.');
    document.end();
  });
}
