// Saved searches (docs/product-rules.md, "Obserwowane wyszukiwania"): a logged-in shopper keeps
// up to SAVED_SEARCHES_MAX searches (any of a term, a category, a highest price), lists,
// renames and deletes them. When a drop opens, and at each price step, every piece on sale that
// a search matches is told of once: one SAVED_SEARCH_MATCHED e-mail per search and round, listing
// the new pieces. A message the shopper asked for (no marketing consent needed); a piece is
// never told of before its drop has started.
//
// Exported for flows and the app:
//   createSavedSearch / savedSearchesOf / renameSavedSearch / deleteSavedSearch   the account's
//   deleteSavedSearchByToken(ex, token)  the e-mails' one-click way out
//   queueSavedSearchMatches(ex, now)     the job's round (jobs/drop-reminders.ts)
//   exportSavedSearchesOf / eraseSavedSearchesOf                                 docs/privacy.md
import {
  SAVED_SEARCHES_MAX,
  savedSearchName,
  type SavedSearch,
  type SavedSearchRequest,
} from '@shop/shared/saved-searches';
import type { Category } from '@shop/shared/enums';
import type { Db, Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { accountEmailSql } from '../auth/index.ts';
import { queueAccountEmailsFrom } from '../mail/index.ts';
import { onSaleSinceSql } from '../products/index.ts';
import * as repo from './repository.ts';

export const SEARCH_NOT_FOUND = 'Nie znaleziono zapisanego wyszukiwania';
/** How far back a round looks at most for openings and steps (a job that was down catches up). */
const LOOK_BACK_MS = 60 * 60_000;

const toSearch = (row: repo.SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  term: row.term,
  category: row.category as Category | null,
  maxPrice: row.maxPrice,
  createdAt: row.createdAt.toISOString(),
});

export async function savedSearchesOf(ex: Executor, userId: number): Promise<SavedSearch[]> {
  return (await repo.searchesOf(ex, userId)).map(toSearch);
}

/**
 * Saves the search; the same search saved again (same term, ignoring case, category and highest
 * price) answers the one kept, so a second tap never doubles its e-mails (`created` false).
 */
export async function createSavedSearch(
  ex: Executor,
  userId: number,
  request: SavedSearchRequest,
  now: Date,
): Promise<{ search: SavedSearch; created: boolean }> {
  const { name, term, category, maxPrice } = request;
  const criteria = { term: term ?? null, category: category ?? null, maxPrice: maxPrice ?? null };
  const same = await repo.sameSearch(ex, userId, criteria);
  if (same) return { search: toSearch(same), created: false };
  if ((await repo.countOf(ex, userId)) >= SAVED_SEARCHES_MAX) {
    throw conflict(
      'TooManySavedSearches',
      `Możesz zapisać najwyżej ${SAVED_SEARCHES_MAX} wyszukiwań: usuń któreś, aby dodać nowe`,
    );
  }
  const row = await repo.insertSearch(ex, {
    userId,
    name: name ?? savedSearchName(request),
    ...criteria,
    // As the catalogue's search: NFKC first, so a full-width ％ is not turned into a wildcard.
    termPattern: term === undefined ? null : containing(term.normalize('NFKC')),
    createdAt: now,
  });
  return { search: toSearch(row), created: true };
}

export async function renameSavedSearch(
  ex: Executor,
  userId: number,
  id: number,
  name: string,
): Promise<SavedSearch> {
  const row = await repo.rename(ex, userId, id, name);
  if (!row) throw notFound(SEARCH_NOT_FOUND);
  return toSearch(row);
}

export async function deleteSavedSearch(ex: Executor, userId: number, id: number) {
  if (!(await repo.deleteSearch(ex, userId, id))) throw notFound(SEARCH_NOT_FOUND);
}

/** The one-click way out of a search's e-mails (RFC 8058): the search holding `token` goes. */
export function deleteSavedSearchByToken(ex: Executor, token: string): Promise<boolean> {
  return repo.deleteByToken(ex, token);
}

/** Saved searches matched by one statement: each takes a second or two, not minutes. */
export const SEARCHES_PER_STATEMENT = 1000;

/**
 * One round: records every piece a saved search matches at its drop's opening or a price step
 * since the search was saved (see the header), and queues one e-mail per search with the new
 * pieces; answers how many e-mails were queued. The searches are taken a thousand at a time, each
 * thousand in a transaction of its own, so that no statement outlasts the database's time limit
 * however many searches there are (10,000 searches over a 2,000-piece drop in one statement ran
 * past it on a slow machine, and the round never finished: measured with `npm run
 * bench:alarms`); the round's mark is set after the last. A round cut short is run again from
 * the same mark: the pieces already told are recorded, so nobody is told twice.
 */
export async function queueSavedSearchMatches(db: Db, now: Date): Promise<number> {
  // Only what changed since the last round (at most an hour back: a job that was down catches
  // up), so each opening's pieces are compared with the searches once.
  const lastRound = (await repo.matchedUntil(db))?.getTime() ?? 0;
  const since = new Date(Math.max(lastRound, now.getTime() - LOOK_BACK_MS));
  const bounds = await repo.searchIdBounds(db);
  let queued = 0;
  for (let from = bounds?.low ?? 1; bounds && from <= bounds.high; from += SEARCHES_PER_STATEMENT) {
    const ids = { from, to: from + SEARCHES_PER_STATEMENT };
    queued += await db.transaction((tx) =>
      queueAccountEmailsFrom(tx, {
        kind: 'SAVED_SEARCH_MATCHED',
        now,
        ctes: repo.recordMatchesCte(onSaleSinceSql(now, since), now, ids),
        rows: repo.matchEmailsSql(accountEmailSql),
      }),
    );
  }
  await repo.setMatchedUntil(db, now);
  return queued;
}

/** The data export's part (docs/privacy.md): the searches and the pieces each was told of. */
export async function exportSavedSearchesOf(ex: Executor, userId: number) {
  const searches = await repo.searchesOf(ex, userId);
  const matches = await repo.matchesOf(
    ex,
    searches.map((search) => search.id),
  );
  return searches.map((search) => ({
    ...toSearch(search),
    told: matches
      .filter((match) => match.savedSearchId === search.id)
      .map((match) => ({ productId: match.productId, toldAt: match.toldAt.toISOString() })),
  }));
}

/** Account deletion: the searches (and what they were told of) go. */
export async function eraseSavedSearchesOf(ex: Executor, userId: number): Promise<void> {
  await repo.deleteSearchesOf(ex, userId);
}
