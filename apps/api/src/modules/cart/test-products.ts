// Test data for the cart and wishlist tests: a drop and its products, created through the
// catalogue services (so prices and statuses follow the real schedule).
import { createDropInputSchema, createProductInputSchema } from '@shop/shared/catalogue';
import { randomBytes } from 'node:crypto';
import type { ProductInput } from '@shop/shared/catalogue';
import type { App } from '../../app.ts';
import { createDrop } from '../drops/service.ts';
import { createProduct } from '../products/service.ts';

export const DAY = 24 * 3_600_000;

/** A drop starting at `dropTime` (default: an hour before the app's now). */
export async function makeDrop(
  app: App,
  dropTime = new Date(app.clock.now().getTime() - 3_600_000),
) {
  return createDrop(
    app.db,
    createDropInputSchema.parse({
      name: `Kolekcja ${randomBytes(4).toString('hex')}`,
      shortDescription: 'Krótki opis',
      description: 'Opis kolekcji testowej',
      categories: ['ELECTRONICS'],
      dropTime: dropTime.toISOString(),
    }),
    app.clock.now(),
  );
}

/** A product (default: DYNAMIC_LEVELS, msrp 100 zł, stock 5) in `dropId` or a new started drop. */
export async function makeProduct(
  app: App,
  overrides: Partial<ProductInput> & { dropId?: number } = {},
): Promise<number> {
  const dropId = overrides.dropId ?? (await makeDrop(app)).id;
  const saved = await createProduct(
    app.db,
    createProductInputSchema.parse({
      dropId,
      name: `Słuchawki ${randomBytes(3).toString('hex')}`,
      description: 'Bezprzewodowe słuchawki z etui',
      msrp: 10_000,
      purchasePrice: 1_000,
      priceType: 'DYNAMIC_LEVELS',
      stock: 5,
      category: 'ELECTRONICS',
      condition: 'NEW',
      ...overrides,
    }),
    app.clock.now(),
    { safetyRequired: false },
  );
  return saved.id;
}
