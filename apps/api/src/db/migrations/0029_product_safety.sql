-- Product safety data (GPSR, Regulation (EU) 2023/988 art. 19; decision 028): a registry of
-- manufacturers staff keep once, and per product what identifies it and its safety information.
-- Owned by modules/products (manufacturers.ts). Mirrored by db/schema/products.ts.
CREATE TABLE manufacturers (
  id serial PRIMARY KEY,
  -- Name or registered trade mark, as the product or its packaging gives it.
  name text NOT NULL,
  postal_address text NOT NULL,
  -- The electronic address: an e-mail or a contact page (at least one).
  email text,
  website text,
  -- A manufacturer outside the EU names its responsible person in the EU (art. 16 and 19 b).
  outside_eu boolean NOT NULL DEFAULT false,
  eu_responsible_name text,
  eu_responsible_address text,
  eu_responsible_email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT manufacturers_electronic_address CHECK (email IS NOT NULL OR website IS NOT NULL),
  CONSTRAINT manufacturers_eu_responsible CHECK (
    NOT outside_eu OR (eu_responsible_name IS NOT NULL AND eu_responsible_address IS NOT NULL
      AND eu_responsible_email IS NOT NULL)
  )
);
CREATE UNIQUE INDEX manufacturers_name_idx ON manufacturers (catalogue_fold(name));

ALTER TABLE products ADD COLUMN manufacturer_id integer REFERENCES manufacturers (id);
-- Model or type, as the manufacturer names it (schema.org mpn).
ALTER TABLE products ADD COLUMN model text;
-- EAN/GTIN (8, 12, 13 or 14 digits) and the piece's serial or batch number, where it has them.
ALTER TABLE products ADD COLUMN gtin text;
ALTER TABLE products ADD COLUMN serial_number text;
-- Warnings and safety information in Polish, as they accompany the product.
ALTER TABLE products ADD COLUMN safety_information text;
-- For returned goods: what the shop checked and what is wrong with this piece.
ALTER TABLE products ADD COLUMN inspection_notes text;
-- Placed on the market before 13 Dec 2024: GPSR's art. 19 does not apply to it (art. 51).
ALTER TABLE products ADD COLUMN placed_before_gpsr boolean NOT NULL DEFAULT false;
CREATE INDEX products_manufacturer_idx ON products (manufacturer_id);

-- A manufacturer's edit changes what its products' pages show: announce each of them on the
-- change feed, so every replica's cached answers end.
CREATE FUNCTION notify_manufacturer_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce_product_change(p.id, json_build_array(p.drop_id),
      json_build_array(p.category), false, p.stock)
    FROM products p WHERE p.manufacturer_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER manufacturers_notify AFTER UPDATE ON manufacturers
  FOR EACH ROW EXECUTE FUNCTION notify_manufacturer_change();
