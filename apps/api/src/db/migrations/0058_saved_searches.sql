-- Saved searches (docs/product-rules.md, "Obserwowane wyszukiwania"): a shopper's search (any of
-- a term, a category and a highest price), matched when a drop opens and at each price step; the
-- pieces that match are told once each (SAVED_SEARCH_MATCHED, a message the shopper asked for).
-- Owned by modules/saved-searches.
CREATE TABLE saved_searches (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  term text CHECK (char_length(term) BETWEEN 3 AND 100),
  -- The term as a LIKE pattern of "contains" (its own % _ \ taken literally), as the catalogue's
  -- search builds it; matched against the folded name and description.
  term_pattern text,
  category text,
  max_price integer CHECK (max_price > 0),
  created_at timestamptz NOT NULL,
  -- Sent in the e-mails' one-click List-Unsubscribe (RFC 8058): posting it deletes the search.
  withdraw_token text NOT NULL DEFAULT gen_random_uuid()::text,
  CHECK (term IS NOT NULL OR category IS NOT NULL OR max_price IS NOT NULL),
  CHECK ((term IS NULL) = (term_pattern IS NULL))
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, id);
CREATE UNIQUE INDEX saved_searches_withdraw_token_idx ON saved_searches (withdraw_token);

-- Each piece told once per saved search. No foreign keys: an opening of 2,000 pieces watched by
-- 10,000 broad searches records over a million rows in one statement, and the two foreign-key
-- checks of each row took 8 of its 10 s (measured); the module deletes a search's rows with it,
-- and a row left by a deleted product only keeps that product from being told of again.
CREATE TABLE saved_search_matches (
  saved_search_id integer NOT NULL,
  product_id integer NOT NULL,
  told_at timestamptz NOT NULL,
  PRIMARY KEY (saved_search_id, product_id)
);

-- How far the rounds have matched: each round looks only at the openings and price steps since
-- the last one (at most an hour back), so a piece is compared with the searches once, not at
-- every round of the hour after its drop opened.
CREATE TABLE saved_search_rounds (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  matched_until timestamptz NOT NULL
);

INSERT INTO email_kinds (kind) VALUES ('SAVED_SEARCH_MATCHED');
