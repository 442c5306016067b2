// Drops (drops): lists, lookups and creation.
//
// Exported for other modules:
//   listDrops(executor, query: DropsQuery, now): Promise<Page<Drop>>
//   getDrop(executor, idOrSlug: string, now): Promise<Drop>            404 when absent
//   getNextDrop(executor, now) / getLatestDrop(executor, now): Promise<Drop>   404 when none
//   createDrop(executor, data: NewDrop, now): Promise<Drop>             checked by POST /drops' schema
//   listDropTimes(executor): Promise<{ id, dropTime }[]>                every drop's start
//   findDropRow(executor, id): Promise<DropRow | undefined>             the raw row (dropTime as Date)
//   toProductDrop(row, now): ProductDrop                                the drop embedded in products
import { type NewDrop, type Drop, type DropsQuery, type ProductDrop } from '@shop/shared/catalogue';
import type { Page } from '@shop/shared/http';
import { nextPriceDropTime } from '@shop/shared/price-schedule';
import { slugify, uniqueSlug } from '@shop/shared/slug';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { notFound } from '../../http/errors.ts';
import * as repo from './repository.ts';

export type DropRow = repo.DropRow;

/** Words used by routes next to /drops/{idOrSlug}; a drop named "Next" gets "next-2". */
const RESERVED_SLUGS = new Set(['next', 'latest']);
const DROP_NOT_FOUND = 'Nie znaleziono kolekcji';
const NO_UPCOMING_DROP = 'Nie znaleziono nadchodzących kolekcji!';

export function toProductDrop(row: DropRow, now: Date): ProductDrop {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    dropTime: row.dropTime.toISOString(),
    nextPriceDropTime: nextPriceDropTime(row.dropTime, now)?.toISOString() ?? null,
    itemQuantity: row.itemQuantity,
  };
}

function toDrop(row: DropRow, now: Date): Drop {
  return {
    ...toProductDrop(row, now),
    shortDescription: row.shortDescription,
    categories: row.categories,
  };
}

/** Every drop's id and start, for the schedule of cached answers. */
export const listDropTimes = repo.listDropTimes;
export const findDropRow = repo.findDropById;

export async function listDrops(
  executor: Executor,
  query: DropsQuery,
  now: Date,
): Promise<Page<Drop>> {
  const filter = { upcoming: query.upcoming, now };
  const offset = query.page * query.count;
  const rows = await repo.listDrops(executor, filter, query.count, offset);
  // A page that is not full tells the total without counting (unless it is past the end).
  const totalCount =
    rows.length < query.count && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await repo.countDrops(executor, filter);
  return { items: rows.map((row) => toDrop(row, now)), totalCount };
}

/** A numeric parameter is an id (slugs are never all digits), anything else a slug. */
export async function getDrop(executor: Executor, idOrSlug: string, now: Date): Promise<Drop> {
  const row = /^\d{1,9}$/.test(idOrSlug)
    ? await repo.findDropById(executor, Number(idOrSlug))
    : await repo.findDropBySlug(executor, idOrSlug);
  if (!row) throw notFound(DROP_NOT_FOUND);
  return toDrop(row, now);
}

export async function getNextDrop(executor: Executor, now: Date): Promise<Drop> {
  const row = await repo.firstDrop(executor, { upcoming: true, now });
  if (!row) throw notFound(NO_UPCOMING_DROP);
  return toDrop(row, now);
}

export async function getLatestDrop(executor: Executor, now: Date): Promise<Drop> {
  const row = await repo.firstDrop(executor, { upcoming: false, now });
  if (!row) throw notFound(DROP_NOT_FOUND);
  return toDrop(row, now);
}

/** Stores a drop (checked by the drop form's schema) with a unique slug. */
export async function createDrop(executor: Executor, data: NewDrop, now: Date): Promise<Drop> {
  const base = slugify(data.name);
  // Two drops with the same name created at once may pick the same slug: the unique index
  // refuses the second, which then retries with the next free suffix.
  for (let attempt = 0; ; attempt += 1) {
    const taken = await repo.takenSlugs(executor, base);
    const slug = uniqueSlug(base, (s) => taken.has(s) || RESERVED_SLUGS.has(s));
    try {
      const row = await executor.transaction((tx) =>
        repo.insertDrop(tx, {
          name: data.name,
          slug,
          shortDescription: data.shortDescription,
          description: data.description,
          categories: data.categories,
          dropTime: new Date(data.dropTime),
        }),
      );
      return toDrop(row, now);
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}
