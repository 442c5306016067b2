// Test fixtures for catalogue API tests: staff tokens signed directly (the catalogue routes need
// no users row) and valid drop/product bodies to vary one field at a time.
import type { Drop, ProductSaved } from '@shop/shared/catalogue';
import type { Scope } from '@shop/shared/scopes';
import type { App } from '../../app.ts';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let nextUserId = 10_000;
/** A bearer header for a user with `scopes` (no scopes: an ordinary shopper). */
export async function authAs(app: App, scopes: Scope[] = []) {
  nextUserId += 1;
  return bearer(
    await app.tokens.sign({ id: nextUserId, email: `u${nextUserId}@sklep.test`, scopes }),
  );
}

export const dropBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kolekcja testowa',
  shortDescription: 'Krótki opis',
  description: 'Długi opis kolekcji',
  categories: ['ELECTRONICS'],
  dropTime: '2030-01-01T10:00:00.000Z',
  ...overrides,
});

export const productBody = (dropId: number, overrides: Record<string, unknown> = {}) => ({
  dropId,
  name: 'Słuchawki bezprzewodowe',
  description: 'Słuchawki z etui ładującym',
  msrp: 10_000,
  price: 0,
  purchasePrice: 2_500,
  priceType: 'DYNAMIC_LEVELS',
  stock: 1,
  category: 'ELECTRONICS',
  condition: 'NEW',
  sourceUrl: null,
  ...overrides,
});

export async function postDrop(
  app: App,
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
): Promise<Drop> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/drops',
    headers,
    payload: dropBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`postDrop: ${res.statusCode} ${res.body}`);
  return res.json<Drop>();
}

export async function postProduct(
  app: App,
  headers: Record<string, string>,
  dropId: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/products',
    headers,
    payload: productBody(dropId, overrides),
  });
  if (res.statusCode !== 201) throw new Error(`postProduct: ${res.statusCode} ${res.body}`);
  return res.json<ProductSaved>().id;
}
