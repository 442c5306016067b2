// SQL for drops. A drop's item count is a column kept by triggers on products.
import { and, asc, count, desc, eq, gt, gte, lte, or, like, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { drops } from '../../db/schema/drops.ts';
import { escapeLike } from '../../db/like.ts';

export type DropRow = typeof drops.$inferSelect;
export type NewDropRow = typeof drops.$inferInsert;

/** upcoming: true = not started at `now`, false = started, undefined = all. */
export interface DropListFilter {
  upcoming?: boolean;
  now: Date;
}

function whereOf({ upcoming, now }: DropListFilter): SQL | undefined {
  if (upcoming === undefined) return undefined;
  return upcoming ? gt(drops.dropTime, now) : lte(drops.dropTime, now);
}

/** Soonest first for upcoming drops, newest first for started ones, newest id first for all. */
function orderOf({ upcoming }: DropListFilter) {
  if (upcoming === true) return [asc(drops.dropTime), asc(drops.id)];
  if (upcoming === false) return [desc(drops.dropTime), desc(drops.id)];
  return [desc(drops.id)];
}

export function listDrops(
  executor: Executor,
  filter: DropListFilter,
  limit: number,
  offset: number,
): Promise<DropRow[]> {
  return executor
    .select()
    .from(drops)
    .where(whereOf(filter))
    .orderBy(...orderOf(filter))
    .limit(limit)
    .offset(offset);
}

export async function countDrops(executor: Executor, filter: DropListFilter): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(drops).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findDropById(executor: Executor, id: number): Promise<DropRow | undefined> {
  const [row] = await executor.select().from(drops).where(eq(drops.id, id));
  return row;
}

export async function findDropBySlug(
  executor: Executor,
  slug: string,
): Promise<DropRow | undefined> {
  const [row] = await executor.select().from(drops).where(eq(drops.slug, slug));
  return row;
}

/** The first drop of a list filter (next = soonest upcoming, latest = newest started). */
export async function firstDrop(
  executor: Executor,
  filter: DropListFilter,
): Promise<DropRow | undefined> {
  const [row] = await listDrops(executor, filter, 1, 0);
  return row;
}

export async function listDropTimes(
  executor: Executor,
): Promise<{ id: number; dropTime: Date; lobby: boolean }[]> {
  return await executor
    .select({ id: drops.id, dropTime: drops.dropTime, lobby: drops.lobby })
    .from(drops);
}

/** Every drop's id, name, slug and start, newest id first (the import's drop column names one). */
export function listDropNames(executor: Executor) {
  return executor
    .select({ id: drops.id, name: drops.name, slug: drops.slug, dropTime: drops.dropTime })
    .from(drops)
    .orderBy(desc(drops.id));
}

/** Slugs already taken among `base` and `base-N`. */
export async function takenSlugs(executor: Executor, base: string): Promise<Set<string>> {
  const escaped = escapeLike(base);
  const rows = await executor
    .select({ slug: drops.slug })
    .from(drops)
    .where(or(eq(drops.slug, base), like(drops.slug, `${escaped}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertDrop(executor: Executor, row: NewDropRow): Promise<DropRow> {
  const [inserted] = await executor.insert(drops).values(row).returning();
  return inserted!;
}

/** Takes the drop's row lock for the rest of the transaction. */
export async function lockDrop(executor: Executor, id: number): Promise<DropRow | undefined> {
  const [row] = await executor.select().from(drops).where(eq(drops.id, id)).for('update');
  return row;
}

export async function updateDrop(
  executor: Executor,
  id: number,
  values: Pick<
    NewDropRow,
    'name' | 'shortDescription' | 'description' | 'categories' | 'dropTime' | 'lobby'
  >,
): Promise<DropRow> {
  const [row] = await executor.update(drops).set(values).where(eq(drops.id, id)).returning();
  return row!;
}

export async function deleteDrop(executor: Executor, id: number): Promise<void> {
  await executor.delete(drops).where(eq(drops.id, id));
}

/** Drops with a lobby starting between `from` and `to` (the lobbies running around now). */
export function lobbyDropsStartingBetween(executor: Executor, from: Date, to: Date) {
  return executor
    .select()
    .from(drops)
    .where(and(eq(drops.lobby, true), gte(drops.dropTime, from), lte(drops.dropTime, to)))
    .orderBy(asc(drops.dropTime));
}
