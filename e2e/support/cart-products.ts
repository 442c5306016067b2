// Products for cart and wishlist browser tests, created through the staff API with unique
// names so parallel files never share them: a drop that started an hour ago (day 1 of
// the price schedule: 70 % of msrp) with DYNAMIC_LEVELS products.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { safetyFields } from './product-safety.ts';
import { STAFF } from './staff.ts';

export interface TestProductSpec {
  name: string;
  /** Market price in grosze. */
  msrp: number;
  stock: number;
  description?: string;
  /** NEW unless told (a used piece carries its deviations: condition and inspection notes). */
  condition?: 'NEW' | 'USED' | 'MISSING_PARTS' | 'DEFECTIVE';
  inspectionNotes?: string;
}

export interface TestProduct extends TestProductSpec {
  id: number;
  dropId: number;
}

export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: STAFF });
  if (!response.ok()) throw new Error(`staff login failed: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

export async function createProducts(
  request: APIRequestContext,
  specs: TestProductSpec[],
): Promise<TestProduct[]> {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const drop = await request.post('/api/drops', {
    headers,
    data: {
      name: `Kolekcja testowa ${randomBytes(4).toString('hex')}`,
      shortDescription: 'Zwroty i nadwyżki',
      description: 'Kolekcja przygotowana na potrzeby testów przeglądarkowych.',
      categories: ['HOME_AND_GARDEN'],
      dropTime: new Date(Date.now() - 3_600_000).toISOString(),
    },
  });
  if (!drop.ok()) throw new Error(`drop: ${drop.status()} ${await drop.text()}`);
  const dropId = ((await drop.json()) as { id: number }).id;
  const products: TestProduct[] = [];
  for (const spec of specs) {
    const response = await request.post('/api/products', {
      headers,
      data: {
        ...productBody(dropId, spec, spec.stock),
        ...(await safetyFields(request, headers)),
        ...(spec.inspectionNotes ? { inspectionNotes: spec.inspectionNotes } : {}),
      },
    });
    if (!response.ok()) throw new Error(`product: ${response.status()} ${await response.text()}`);
    products.push({ ...spec, dropId, id: ((await response.json()) as { id: number }).id });
  }
  return products;
}

function productBody(dropId: number, spec: TestProductSpec, stock: number) {
  return {
    dropId,
    name: spec.name,
    description: spec.description ?? `${spec.name} – sprawdzony egzemplarz ze zwrotu.`,
    msrp: spec.msrp,
    price: null,
    purchasePrice: 100,
    priceType: 'DYNAMIC_LEVELS',
    stock,
    category: 'HOME_AND_GARDEN',
    condition: spec.condition ?? 'NEW',
    sourceUrl: null,
  };
}

/** A staff edit of the stock (e.g. 0: the product sells out), from the product's version. */
export async function updateStock(
  request: APIRequestContext,
  token: string,
  product: TestProduct,
  stock: number,
) {
  const headers = { authorization: `Bearer ${token}` };
  const read = await request.get(`/api/products/${product.id}`, { headers });
  const { version } = (await read.json()) as { version: string };
  const response = await request.put(`/api/products/${product.id}`, {
    headers,
    data: { ...productBody(product.dropId, product, stock), version },
  });
  if (!response.ok()) throw new Error(`update: ${response.status()} ${await response.text()}`);
}
