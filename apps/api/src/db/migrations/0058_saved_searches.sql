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
  CHECK (term IS NOT NULL OR category IS NOT NULL OR max_price IS NOT NULL),
  CHECK ((term IS NULL) = (term_pattern IS NULL))
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, id);

-- Each piece told once per saved search.
CREATE TABLE saved_search_matches (
  saved_search_id integer NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  told_at timestamptz NOT NULL,
  PRIMARY KEY (saved_search_id, product_id)
);

INSERT INTO email_kinds (kind) VALUES ('SAVED_SEARCH_MATCHED');
