-- A product's change announces its free stock too (docs/checkout.md, "Fresh refusals"):
--   {"product": id, "drops": [...], "categories": [...], "count": bool, "stock": n | null}
-- Each replica keeps the last announced stock of every product, so an order that waited for
-- its turn is refused from memory when the pieces went to someone else in the meantime,
-- without a round trip to the database. null: a picture changed, or the product was deleted.
DROP FUNCTION announce_product_change(integer, json, json, boolean);

CREATE FUNCTION announce_product_change(
  product_id integer, drop_ids json, category_names json, count_changed boolean,
  free_stock integer DEFAULT NULL
) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('catalogue', json_build_object('product', product_id, 'drops', drop_ids,
    'categories', category_names, 'count', count_changed, 'stock', free_stock)::text);
$$;

CREATE OR REPLACE FUNCTION notify_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN
    RETURN NULL;
  END IF;
  PERFORM announce_product_change(coalesce(NEW.id, OLD.id),
    json_build_array(NEW.drop_id, OLD.drop_id), json_build_array(NEW.category, OLD.category),
    TG_OP <> 'UPDATE' OR NEW.drop_id IS DISTINCT FROM OLD.drop_id, NEW.stock);
  RETURN NULL;
END $$;
