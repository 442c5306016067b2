-- Reserved pieces, drops' item counts, and the catalogue change feed (docs/catalogue-cache.md).
-- Mirrored by db/schema/catalogue.ts.

-- `stock` counts the pieces free to buy; `reserved` those held by unpaid (PENDING) orders, which
-- come back to `stock` when the order expires or is cancelled; `reserved_until` is the earliest
-- end of those reservations. A product is sold out only when both counts are 0.
ALTER TABLE products
  ADD COLUMN reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  ADD COLUMN reserved_until timestamptz,
  ADD CONSTRAINT products_reserved_until CHECK ((reserved = 0) = (reserved_until IS NULL));

UPDATE products p
   SET reserved = held.quantity, reserved_until = held.until
  FROM (SELECT i.product_id, sum(i.quantity)::integer AS quantity, min(o.expires_at) AS until
          FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE o.status = 'PENDING'
         GROUP BY i.product_id) held
 WHERE held.product_id = p.id;

-- A drop's number of products (itemQuantity, shown with every product) is kept by statement
-- triggers, so reads need no count per row.
ALTER TABLE drops ADD COLUMN item_quantity integer NOT NULL DEFAULT 0 CHECK (item_quantity >= 0);
UPDATE drops d SET item_quantity = (SELECT count(*) FROM products p WHERE p.drop_id = d.id);

CREATE FUNCTION count_drop_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE drops d SET item_quantity = item_quantity + added.n
      FROM (SELECT drop_id, count(*) AS n FROM new_rows GROUP BY drop_id) added
     WHERE d.id = added.drop_id;
  ELSE
    UPDATE drops d SET item_quantity = item_quantity - removed.n
      FROM (SELECT drop_id, count(*) AS n FROM old_rows GROUP BY drop_id) removed
     WHERE d.id = removed.drop_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_drop_items();
CREATE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_drop_items();

-- A product moved to another drop. Only then: stock updates (every order) never touch drops.
CREATE FUNCTION move_drop_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE drops SET item_quantity = item_quantity - 1 WHERE id = OLD.drop_id;
  UPDATE drops SET item_quantity = item_quantity + 1 WHERE id = NEW.drop_id;
  RETURN NULL;
END $$;

CREATE TRIGGER products_count_move AFTER UPDATE OF drop_id ON products
  FOR EACH ROW WHEN (OLD.drop_id IS DISTINCT FROM NEW.drop_id)
  EXECUTE FUNCTION move_drop_item();

-- Every committed change of what the catalogue shows is announced on the channel 'catalogue'
-- (NOTIFY is delivered on commit only, in commit order, to every replica that listens). The
-- payload names what changed; the API's read cache and live stock stream act on it.
--   {"product": id, "drops": [new, old], "categories": [new, old], "count": bool}
--     count: the product appeared, disappeared or moved to another drop (item counts change)
--   {"drop": id}
CREATE FUNCTION announce_product_change(
  product_id integer, drop_ids json, category_names json, count_changed boolean
) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('catalogue', json_build_object('product', product_id, 'drops', drop_ids,
    'categories', category_names, 'count', count_changed)::text);
$$;

CREATE FUNCTION notify_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN
    RETURN NULL;
  END IF;
  PERFORM announce_product_change(coalesce(NEW.id, OLD.id),
    json_build_array(NEW.drop_id, OLD.drop_id), json_build_array(NEW.category, OLD.category),
    TG_OP <> 'UPDATE' OR NEW.drop_id IS DISTINCT FROM OLD.drop_id);
  RETURN NULL;
END $$;

CREATE TRIGGER products_notify AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_product_change();

-- A picture added or removed changes the product it belongs to.
CREATE FUNCTION notify_product_image_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product record;
BEGIN
  SELECT id, drop_id, category INTO product
    FROM products WHERE id = coalesce(NEW.product_id, OLD.product_id);
  IF FOUND THEN
    PERFORM announce_product_change(product.id, json_build_array(product.drop_id),
      json_build_array(product.category), false);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER product_images_notify AFTER INSERT OR UPDATE OR DELETE ON product_images
  FOR EACH ROW EXECUTE FUNCTION notify_product_image_change();

CREATE FUNCTION notify_drop_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('catalogue', json_build_object('drop', coalesce(NEW.id, OLD.id))::text);
  RETURN NULL;
END $$;

CREATE TRIGGER drops_notify AFTER INSERT OR UPDATE OR DELETE ON drops
  FOR EACH ROW EXECUTE FUNCTION notify_drop_change();
