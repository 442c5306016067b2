// Test fixtures for catalogue API tests: users with scopes made straight in the database (no
// password hashing: they never log in) with tokens signed for them, and valid drop/product
// bodies to vary one field at a time.
import { randomBytes } from 'node:crypto';
import type { Drop, ProductSaved } from '@shop/shared/catalogue';
import type { Scope } from '@shop/shared/scopes';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/auth.ts';
import { products } from '../../db/schema/products.ts';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A bearer header for a new user with `scopes` (no scopes: an ordinary shopper). */
export async function authAs(app: App, scopes: Scope[] = [], now?: Date) {
  const email = `u-${randomBytes(6).toString('hex')}@sklep.test`;
  const [row] = await app.db
    .insert(users)
    .values({ email, passwordHash: '-', scopes })
    .returning({ id: users.id, sessionVersion: users.sessionVersion });
  const user = { id: row!.id, email, scopes, sessionVersion: row!.sessionVersion };
  return bearer(await app.tokens.sign(user, now));
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

/** The product's current version, as staff read it and an edit must send it ('0' if none). */
export async function productVersion(app: App, id: number): Promise<string> {
  const [row] = await app.db
    .select({ version: sql<string>`xmin::text` })
    .from(products)
    .where(eq(products.id, id));
  return row?.version ?? '0';
}
