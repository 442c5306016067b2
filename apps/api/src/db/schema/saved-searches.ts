// Saved searches and the pieces each was told of. Owned by modules/saved-searches. Mirrors
// migrations/0058_saved_searches.sql.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { timestamptz } from './columns.ts';

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    term: text('term'),
    termPattern: text('term_pattern'),
    category: text('category'),
    maxPrice: integer('max_price'),
    createdAt: timestamptz('created_at').notNull(),
    /** Posted by the e-mails' one-click List-Unsubscribe: deletes the search. */
    withdrawToken: text('withdraw_token')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.id),
    uniqueIndex('saved_searches_withdraw_token_idx').on(t.withdrawToken),
  ],
);

export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    // No foreign keys (see the migration): deleted with their search by the module.
    savedSearchId: integer('saved_search_id').notNull(),
    productId: integer('product_id').notNull(),
    toldAt: timestamptz('told_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.productId] })],
);

/** The moment up to which the rounds have matched (one row). */
export const savedSearchRounds = pgTable('saved_search_rounds', {
  id: boolean('id').primaryKey().default(true),
  matchedUntil: timestamptz('matched_until').notNull(),
});
