-- „Powiadom, gdy cena spadnie do … zł” (docs/product-rules.md, "Cena, na którą czekasz"): a
-- shopper's own price for a product. The price step that reaches it sends one PRICE_TARGET_REACHED
-- e-mail (a message the shopper asked for, so no marketing consent), and the target is marked
-- reached with that step. Owned by modules/wishlists.
CREATE TABLE price_targets (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- The price the shopper waits for, in grosze.
  price integer NOT NULL CHECK (price > 0),
  set_at timestamptz NOT NULL,
  -- The step that reached it (the e-mail queued then), null while waiting.
  reached_at timestamptz,
  reached_level smallint,
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX price_targets_waiting_idx ON price_targets (product_id) WHERE reached_at IS NULL;

INSERT INTO email_kinds (kind) VALUES ('PRICE_TARGET_REACHED');
