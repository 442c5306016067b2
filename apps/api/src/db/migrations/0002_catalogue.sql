-- Catalogue: drops (collections), products, their images and price history, and the search
-- function. Mirrored by db/schema/catalogue.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Case- and accent-folded text for search ("Łódź" -> "lodz"). unaccent() is only STABLE because
-- it reads the dictionary through search_path; naming the dictionary and schema explicitly makes
-- the result fixed, so the wrapper may be IMMUTABLE and used in an expression index.
CREATE FUNCTION catalogue_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

CREATE TABLE drops (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  short_description text NOT NULL,
  description text NOT NULL,
  categories text[] NOT NULL CHECK (
    cardinality(categories) > 0
    AND categories <@ ARRAY['CLOTHING', 'ACCESSORIES', 'ELECTRONICS', 'HOME_AND_GARDEN', 'SPORT',
      'TOYS', 'OTHER']::text[]
  ),
  drop_time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Upcoming (drop_time > now, soonest first) and started (newest first) lists, next and latest.
CREATE INDEX drops_drop_time_idx ON drops (drop_time, id);

CREATE TABLE products (
  id serial PRIMARY KEY,
  drop_id integer NOT NULL REFERENCES drops (id),
  name text NOT NULL,
  description text NOT NULL,
  price_type text NOT NULL CHECK (price_type IN ('STATIC', 'DYNAMIC_LEVELS')),
  -- Market price; the base of the schedule for DYNAMIC_LEVELS, optional for STATIC.
  msrp integer CHECK (msrp >= 0),
  -- The staff price of a STATIC product; dynamic prices are computed from drop_time and msrp.
  price integer CHECK (price >= 0),
  purchase_price integer NOT NULL CHECK (purchase_price >= 0),
  stock integer NOT NULL CHECK (stock >= 0),
  category text NOT NULL CHECK (
    category IN ('CLOTHING', 'ACCESSORIES', 'ELECTRONICS', 'HOME_AND_GARDEN', 'SPORT', 'TOYS',
      'OTHER')
  ),
  condition text NOT NULL CHECK (condition IN ('NEW', 'USED', 'MISSING_PARTS', 'DEFECTIVE')),
  source_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT products_price_by_type CHECK (
    (price_type = 'STATIC' AND price IS NOT NULL)
    OR (price_type = 'DYNAMIC_LEVELS' AND msrp IS NOT NULL AND price IS NULL)
  )
);
-- A drop's products in order, and per-drop counts (itemQuantity) from the index alone.
CREATE INDEX products_drop_idx ON products (drop_id, id);
-- Category pages, newest first.
CREATE INDEX products_category_idx ON products (category, id);
-- Search: trigram index over the folded name and description, for LIKE '%term%'.
CREATE INDEX products_search_idx ON products
  USING gin (catalogue_fold(name || ' ' || description) gin_trgm_ops);

-- url is the URL of the largest WebP variant (packages/shared/src/images.ts).
CREATE TABLE product_images (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, url)
);
CREATE INDEX product_images_product_idx ON product_images (product_id, position, id);

-- Every effective price change: each schedule step (recorded ahead of time when the product is
-- created or edited, effective from the step's moment) and each staff edit of msrp or price.
-- omnibus_price is the lowest price of the 30 days before this price took effect (this price
-- when there was none), so a read picks the current row and never recomputes.
CREATE TABLE price_history (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  effective_from timestamptz NOT NULL,
  price integer NOT NULL CHECK (price >= 0),
  omnibus_price integer NOT NULL CHECK (omnibus_price >= 0),
  reason text NOT NULL CHECK (reason IN ('CREATED', 'SCHEDULE', 'STAFF_EDIT')),
  PRIMARY KEY (product_id, effective_from)
);
