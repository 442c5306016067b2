// The SQL price and status expressions agree with the shared TypeScript rules at every boundary.
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DAY_MS,
  LEVEL_MS,
  priceAt,
  productStatus,
  scheduleLevel,
  type PriceInputs,
} from '@shop/shared/price-schedule';
import { drops } from '../../db/schema/drops.ts';
import { products } from '../../db/schema/products.ts';
import { describeEachDb } from '../../test/harness.ts';
import { levelSql, priceSql, statusSql } from './price-sql.ts';

const dropTime = new Date('2026-05-10T08:30:00.000Z');

// Dynamic msrps with .5 rounding, the 1 zł floor and a large amount; a static price; stock 0,
// with and without pieces held by unpaid orders; products staff withdrew from sale.
const cases: (PriceInputs & { reserved: number; withdrawn?: boolean })[] = [
  { priceType: 'DYNAMIC_LEVELS', msrp: 10_000, price: null, stock: 3, reserved: 0 },
  { priceType: 'DYNAMIC_LEVELS', msrp: 12_345, price: null, stock: 1, reserved: 2 },
  { priceType: 'DYNAMIC_LEVELS', msrp: 150, price: null, stock: 1, reserved: 0 },
  { priceType: 'DYNAMIC_LEVELS', msrp: 0, price: null, stock: 1, reserved: 0 },
  { priceType: 'DYNAMIC_LEVELS', msrp: 100_000_000, price: null, stock: 1, reserved: 0 },
  { priceType: 'DYNAMIC_LEVELS', msrp: 5_000, price: null, stock: 0, reserved: 0 },
  { priceType: 'DYNAMIC_LEVELS', msrp: 5_000, price: null, stock: 0, reserved: 1 },
  { priceType: 'STATIC', msrp: null, price: 4_321, stock: 2, reserved: 0 },
  { priceType: 'STATIC', msrp: 9_000, price: 1, stock: 0, reserved: 0 },
  { priceType: 'STATIC', msrp: 9_000, price: 1, stock: 0, reserved: 3 },
  { priceType: 'STATIC', msrp: null, price: 4_321, stock: 2, reserved: 0, withdrawn: true },
  { priceType: 'STATIC', msrp: null, price: 4_321, stock: 0, reserved: 1, withdrawn: true },
  { priceType: 'STATIC', msrp: null, price: 4_321, stock: 0, reserved: 0, withdrawn: true },
  { priceType: 'DYNAMIC_LEVELS', msrp: 5_000, price: null, stock: 1, reserved: 1, withdrawn: true },
];
const reservedUntil = (reserved: number) => (reserved > 0 ? new Date(dropTime) : null);

// A millisecond before, at, and a second after every level boundary and the day-14 withdrawal.
const moments = [-1, 0, 1000, -1000].flatMap((delta) =>
  Array.from({ length: 9 }, (_, level) => level * LEVEL_MS + delta),
);
moments.push(-DAY_MS, 14 * DAY_MS - 1, 14 * DAY_MS, 100 * DAY_MS);

describeEachDb('price SQL mirrors the shared schedule', (ctx) => {
  it('gives the same price and status at every boundary', async () => {
    const db = ctx().app.db;
    const [drop] = await db
      .insert(drops)
      .values({
        name: 'Granice',
        slug: 'granice',
        shortDescription: 's',
        description: 'd',
        categories: ['OTHER'],
        dropTime,
      })
      .returning();
    const rows = await db
      .insert(products)
      .values(
        cases.map(({ withdrawn, ...c }) => ({
          ...c,
          withdrawnAt: withdrawn ? dropTime : null,
          reservedUntil: reservedUntil(c.reserved),
          dropId: drop!.id,
          name: 'p',
          description: 'd',
          purchasePrice: 0,
          category: 'OTHER' as const,
          condition: 'NEW' as const,
        })),
      )
      .returning({ id: products.id });

    for (const offset of moments) {
      const now = new Date(dropTime.getTime() + offset);
      const computed = await db
        .select({ id: products.id, price: priceSql(now), status: statusSql(now) })
        .from(products)
        .innerJoin(drops, eq(drops.id, products.dropId))
        .orderBy(products.id);
      const expected = cases.map((c, i) => ({
        id: rows[i]!.id,
        price: priceAt(c, dropTime, now),
        status: productStatus(c, dropTime, now),
      }));
      expect(computed, `at dropTime ${offset >= 0 ? '+' : ''}${offset} ms`).toEqual(expected);
    }
  });

  it('gives the same schedule level at every boundary (levelSql)', async () => {
    const db = ctx().app.db;
    const [drop] = await db
      .insert(drops)
      .values({
        name: 'Poziomy',
        slug: 'poziomy',
        shortDescription: 's',
        description: 'd',
        categories: ['OTHER'],
        dropTime,
      })
      .returning();
    for (const offset of moments) {
      const now = new Date(dropTime.getTime() + offset);
      const [row] = await db
        .select({ level: levelSql(now) })
        .from(drops)
        .where(eq(drops.id, drop!.id));
      expect(row!.level, `at dropTime +${offset} ms`).toBe(scheduleLevel(dropTime, now));
    }
  });
});
