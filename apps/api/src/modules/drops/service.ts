// Drops (drops): lists, lookups, creation, staff edits and removal of empty drops.
//
// Exported for other modules:
//   listDrops(executor, query: DropsQuery, now): Promise<Page<Drop>>
//   getDrop(executor, idOrSlug: string, now): Promise<Drop>            404 when absent
//   getNextDrop(executor, now) / getLatestDrop(executor, now): Promise<Drop>   404 when none
//   createDrop(executor, data: NewDrop, now): Promise<Drop>             checked by POST /drops' schema
//   updateDrop(executor, id, data: DropEdit, now): Promise<Drop>     404; 409 start of a started drop
//   deleteDrop(executor, id): Promise<void>                            404; 409 when it has products
//   listDropTimes(executor): Promise<{ id, dropTime }[]>                every drop's start
//   listDropNames(executor): Promise<{ id, name, slug, dropTime }[]>     every drop, newest first
//   findDropRow(executor, id): Promise<DropRow | undefined>             the raw row (dropTime as Date)
//   toProductDrop(row, now): ProductDrop                                the drop embedded in products
//   lobbyDropsStartingBetween(executor, from, to): DropRow[]            drops whose lobby may run
import {
  type DropEdit,
  type NewDrop,
  type Drop,
  type DropsQuery,
  type ProductDrop,
} from '@shop/shared/catalogue';
import type { Page } from '@shop/shared/http';
import { nextPriceDropTime } from '@shop/shared/price-schedule';
import { slugify, uniqueSlug } from '@shop/shared/slug';
import type { Executor } from '../../db/client.ts';
import { databaseError, isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../http/errors.ts';
import * as repo from './repository.ts';
import { changesBetween, recordAudit, type AuditActor } from '../audit/index.ts';

export type DropRow = repo.DropRow;

/** Words used by routes next to /drops/{idOrSlug}; a drop named "Next" gets "next-2". */
const RESERVED_SLUGS = new Set(['next', 'latest']);
const DROP_NOT_FOUND = 'Nie znaleziono kolekcji';
const NO_UPCOMING_DROP = 'Nie znaleziono nadchodzących kolekcji!';
const DROP_STARTED =
  'Kolekcja już się rozpoczęła: nie można zmienić jej daty i godziny rozpoczęcia';
const LOBBY_STARTED =
  'Kolekcja już się rozpoczęła: nie można włączyć ani wyłączyć kolejki przy otwarciu';
const DROP_NOT_EMPTY = 'Nie można usunąć kolekcji, która ma produkty';

export function toProductDrop(row: DropRow, now: Date): ProductDrop {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    dropTime: row.dropTime.toISOString(),
    nextPriceDropTime: nextPriceDropTime(row.dropTime, now)?.toISOString() ?? null,
    itemQuantity: row.itemQuantity,
    lobby: row.lobby,
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
/** Every drop's id, name, slug and start, newest first (what an import's drop column may name). */
export const listDropNames = repo.listDropNames;
/** Drops with a lobby starting between two moments. */
export const lobbyDropsStartingBetween = repo.lobbyDropsStartingBetween;

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

/** What the audit trail records of a drop's changes (docs/audit.md). */
const DROP_FIELDS = [
  'name',
  'shortDescription',
  'description',
  'categories',
  'dropTime',
  'lobby',
] as const;
/** A drop's row as the audit trail compares it (categories as one text, times as ISO). */
const audited = (row: Pick<DropRow, (typeof DROP_FIELDS)[number]>) => ({
  ...row,
  categories: row.categories.join(', '),
});

/** Stores a drop (checked by the drop form's schema) with a unique slug. */
export async function createDrop(
  executor: Executor,
  data: NewDrop,
  now: Date,
  actor?: AuditActor,
): Promise<Drop> {
  const base = slugify(data.name);
  // Two drops with the same name created at once may pick the same slug: the unique index
  // refuses the second, which then retries with the next free suffix.
  for (let attempt = 0; ; attempt += 1) {
    const taken = await repo.takenSlugs(executor, base);
    const slug = uniqueSlug(base, (s) => taken.has(s) || RESERVED_SLUGS.has(s));
    try {
      const row = await executor.transaction(async (tx) => {
        const inserted = await repo.insertDrop(tx, {
          name: data.name,
          slug,
          shortDescription: data.shortDescription,
          description: data.description,
          categories: data.categories,
          dropTime: new Date(data.dropTime),
          lobby: data.lobby ?? false,
        });
        if (actor) {
          const changes = changesBetween({}, audited(inserted), DROP_FIELDS);
          const entry = { entity: 'drop', entityId: inserted.id, action: 'drop.create', changes };
          await recordAudit(tx, actor, entry, now);
        }
        return inserted;
      });
      return toDrop(row, now);
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Staff edit of every field. The start may move only while the drop has not started (prices and
 * the day-14 withdrawal count from it, and shoppers may already have bought); resending the same
 * start is fine. The row lock keeps two edits from deciding on the same old start.
 */
export async function updateDrop(
  executor: Executor,
  id: number,
  data: DropEdit,
  now: Date,
  actor?: AuditActor,
): Promise<Drop> {
  const row = await executor.transaction(async (tx) => {
    const current = await repo.lockDrop(tx, id);
    if (!current) throw notFound(DROP_NOT_FOUND);
    const dropTime = new Date(data.dropTime);
    const started = current.dropTime.getTime() <= now.getTime();
    if (started && dropTime.getTime() !== current.dropTime.getTime()) {
      throw conflict('DropAlreadyStarted', DROP_STARTED);
    }
    // Left out, the lobby stays as it was (the specification's body has no such field).
    const lobby = data.lobby ?? current.lobby;
    if (started && lobby !== current.lobby) throw conflict('DropAlreadyStarted', LOBBY_STARTED);
    const updated = await repo.updateDrop(tx, id, {
      name: data.name,
      shortDescription: data.shortDescription,
      description: data.description,
      categories: data.categories,
      dropTime,
      lobby,
    });
    const changes = changesBetween(audited(current), audited(updated), DROP_FIELDS);
    if (actor && changes.length > 0) {
      await recordAudit(
        tx,
        actor,
        { entity: 'drop', entityId: id, action: 'drop.update', changes },
        now,
      );
    }
    return updated;
  });
  return toDrop(row, now);
}

/**
 * Removes a drop without products (a mistaken or abandoned one). A product added at the same
 * moment is refused by the products' foreign key, which reads as the same 409.
 */
export async function deleteDrop(
  executor: Executor,
  id: number,
  now: Date,
  actor?: AuditActor,
): Promise<void> {
  try {
    await executor.transaction(async (tx) => {
      const current = await repo.lockDrop(tx, id);
      if (!current) throw notFound(DROP_NOT_FOUND);
      if (current.itemQuantity > 0) throw conflict('DropNotEmpty', DROP_NOT_EMPTY);
      await repo.deleteDrop(tx, id);
      if (actor) {
        const changes = changesBetween(audited(current), {}, DROP_FIELDS);
        await recordAudit(
          tx,
          actor,
          { entity: 'drop', entityId: id, action: 'drop.delete', changes },
          now,
        );
      }
    });
  } catch (error) {
    // foreign_key_violation (or restrict_violation, as some servers report a RESTRICT key)
    if (['23503', '23001'].includes(databaseError(error)?.code ?? '')) {
      throw conflict('DropNotEmpty', DROP_NOT_EMPTY);
    }
    throw error;
  }
}
