// SQL of saved searches (tables saved_searches, saved_search_matches).
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  savedSearchMatches,
  savedSearchRounds,
  savedSearches,
} from '../../db/schema/saved-searches.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = typeof savedSearches.$inferInsert;

export async function insertSearch(ex: Executor, values: NewSavedSearch): Promise<SavedSearchRow> {
  const [row] = await ex.insert(savedSearches).values(values).returning();
  return row!;
}

export async function searchById(ex: Executor, id: number): Promise<SavedSearchRow | undefined> {
  const [row] = await ex.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

export function searchesOf(ex: Executor, userId: number): Promise<SavedSearchRow[]> {
  return ex
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.id));
}

/** The account's search with the same criteria (the term compared without case), if any. */
export async function sameSearch(
  ex: Executor,
  userId: number,
  criteria: { term: string | null; category: string | null; maxPrice: number | null },
): Promise<SavedSearchRow | undefined> {
  const [row] = await ex
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.userId, userId),
        sql`lower(${savedSearches.term}) IS NOT DISTINCT FROM lower(${criteria.term}::text)`,
        sql`${savedSearches.category} IS NOT DISTINCT FROM ${criteria.category}::text`,
        sql`${savedSearches.maxPrice} IS NOT DISTINCT FROM ${criteria.maxPrice}::integer`,
      ),
    )
    .limit(1);
  return row;
}

export async function countOf(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

const mine = (userId: number, id: number) =>
  and(eq(savedSearches.userId, userId), eq(savedSearches.id, id));

export async function rename(
  ex: Executor,
  userId: number,
  id: number,
  name: string,
): Promise<SavedSearchRow | undefined> {
  const [row] = await ex.update(savedSearches).set({ name }).where(mine(userId, id)).returning();
  return row;
}

/** Deletes the search and the record of what it was told of; answers whether there was one. */
export async function deleteSearch(ex: Executor, userId: number, id: number): Promise<boolean> {
  const deleted = await ex
    .delete(savedSearches)
    .where(mine(userId, id))
    .returning({ id: savedSearches.id });
  await deleteMatchesOf(
    ex,
    deleted.map((row) => row.id),
  );
  return deleted.length > 0;
}

export async function deleteSearchesOf(ex: Executor, userId: number) {
  const deleted = await ex
    .delete(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .returning({ id: savedSearches.id });
  await deleteMatchesOf(
    ex,
    deleted.map((row) => row.id),
  );
}

/** Deletes the search holding `token` (the e-mails' one-click way out); answers whether there was one. */
export async function deleteByToken(ex: Executor, token: string): Promise<boolean> {
  const deleted = await ex
    .delete(savedSearches)
    .where(eq(savedSearches.withdrawToken, token))
    .returning({ id: savedSearches.id });
  await deleteMatchesOf(
    ex,
    deleted.map((row) => row.id),
  );
  return deleted.length > 0;
}

/** The matches table has no foreign key (0058): a search's rows go with it, here. */
async function deleteMatchesOf(ex: Executor, searchIds: number[]) {
  if (searchIds.length === 0) return;
  await ex.delete(savedSearchMatches).where(inArray(savedSearchMatches.savedSearchId, searchIds));
}

/** The moment up to which the rounds have matched, if any ran. */
export async function matchedUntil(ex: Executor): Promise<Date | undefined> {
  const [row] = await ex.select().from(savedSearchRounds);
  return row?.matchedUntil;
}

/** Records that the rounds have matched up to `now`. */
export async function setMatchedUntil(ex: Executor, now: Date) {
  await ex
    .insert(savedSearchRounds)
    .values({ id: true, matchedUntil: now })
    .onConflictDoUpdate({ target: savedSearchRounds.id, set: { matchedUntil: now } });
}

/** The lowest and highest saved search id (null when there is none). */
export async function searchIdBounds(ex: Executor) {
  const [row] = await ex
    .select({
      low: sql<number | null>`min(${savedSearches.id})`,
      high: sql<number | null>`max(${savedSearches.id})`,
    })
    .from(savedSearches);
  return row?.low == null || row.high == null ? null : { low: row.low, high: row.high };
}

/**
 * The CTEs ending in `matched (saved_search_id, product_id)`: records, for the saved searches
 * whose id is in [`ids.from`, `ids.to`), each piece of `onSale`
 * (products/price-steps.ts onSaleSinceSql) that a saved search matches, whose moment (its drop's
 * start or a price step) came after the search was saved, and that the search was not told of
 * before; answers the rows it recorded. Made to stay fast with many searches: the pieces are read
 * once (`on_sale`); each distinct term is matched against them once (`term_hits`, the LIKE that
 * costs), and searches join those hits by their term; searches without a term join the pieces
 * by category, or, with a highest price only, by price.
 */
export function recordMatchesCte(onSale: SQL, now: Date, ids: { from: number; to: number }): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`searches AS MATERIALIZED (
    SELECT * FROM ${savedSearches} WHERE id >= ${ids.from} AND id < ${ids.to}
  ),
  on_sale AS MATERIALIZED (${onSale}),
  term_hits AS MATERIALIZED (
    SELECT t.term_pattern, p.product_id
      FROM (SELECT DISTINCT term_pattern FROM searches WHERE term_pattern IS NOT NULL) t
      JOIN on_sale p ON p.search_text LIKE catalogue_fold(t.term_pattern)
  ),
  candidates AS (
    SELECT s.id, h.product_id
      FROM searches s JOIN term_hits h ON h.term_pattern = s.term_pattern
    UNION ALL
    SELECT s.id, p.product_id
      FROM searches s JOIN on_sale p ON p.category = s.category
     WHERE s.term_pattern IS NULL
    UNION ALL
    SELECT s.id, p.product_id
      FROM searches s JOIN on_sale p ON p.price <= s.max_price
     WHERE s.term_pattern IS NULL AND s.category IS NULL
  ),
  matched AS (
    INSERT INTO ${savedSearchMatches} (saved_search_id, product_id, told_at)
    SELECT s.id, p.product_id, ${at}
      FROM candidates c
      JOIN searches s ON s.id = c.id
      JOIN on_sale p ON p.product_id = c.product_id
     WHERE p.moment > s.created_at
       AND (s.category IS NULL OR p.category = s.category)
       AND (s.max_price IS NULL OR p.price <= s.max_price)
    ON CONFLICT DO NOTHING
    RETURNING saved_search_id, product_id
  )`;
}

/**
 * One e-mail row per search of `matched` (recordMatchesCte): its owner's address (`emailOf`) and
 * the search with its new pieces.
 */
export function matchEmailsSql(emailOf: (userId: SQL) => SQL): SQL {
  return sql`SELECT ${emailOf(sql`s.user_id`)} AS recipient,
      jsonb_build_object('savedSearchId', s.id, 'withdrawToken', s.withdraw_token,
        'productIds', jsonb_agg(matched.product_id ORDER BY matched.product_id)) AS data
    FROM matched JOIN ${savedSearches} s ON s.id = matched.saved_search_id
    GROUP BY s.id, s.user_id, s.withdraw_token
    ORDER BY s.id`;
}

/** The pieces a search was told of, for the data export. */
export function matchesOf(ex: Executor, searchIds: number[]) {
  if (searchIds.length === 0) return Promise.resolve([]);
  return ex
    .select()
    .from(savedSearchMatches)
    .where(inArray(savedSearchMatches.savedSearchId, searchIds))
    .orderBy(asc(savedSearchMatches.toldAt), asc(savedSearchMatches.productId));
}
