// The product safety fields (GPSR) every product made through the staff API carries, as the
// shop refuses a product without them (PRODUCT_SAFETY_REQUIRED, on by default): a manufacturer
// from the registry (the first one, or one made here on a server without demo data), a model,
// an EAN and Polish safety information.
import type { APIRequestContext } from '@playwright/test';

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
