-- place_orders of migration 0013, locking the batch's products and coupons FOR NO KEY UPDATE
-- instead of FOR UPDATE. Batches still exclude each other (the mode conflicts with itself, with
-- a product's or coupon's UPDATE and with its DELETE), but no longer with the FOR KEY SHARE
-- lock that a foreign key takes: a cart line being added at the same moment (add_to_carts,
-- cart_items.product_id) used to wait for the batch while the batch waited for that cart
-- line's row, a deadlock that failed whole batches at a drop's opening (docs/checkout.md,
-- "Batches").
CREATE OR REPLACE FUNCTION place_orders(p_orders jsonb, p_max_unpaid integer, p_sync text)
RETURNS TABLE (placed integer, refusal text, detail text) LANGUAGE plpgsql AS $$
DECLARE
  shopper integer;
  entry jsonb;
  placed_ids integer[] := '{}';
BEGIN
  FOR shopper IN
    SELECT DISTINCT (e->'order'->>'user_id')::integer FROM jsonb_array_elements(p_orders) e
     ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(724012, shopper);
  END LOOP;
  PERFORM FROM products
   WHERE id IN (SELECT (i->>'product_id')::integer
                  FROM jsonb_array_elements(p_orders) e, jsonb_array_elements(e->'items') i)
   ORDER BY id FOR NO KEY UPDATE;
  PERFORM FROM coupons
   WHERE id IN (SELECT (e->'order'->>'coupon_id')::integer FROM jsonb_array_elements(p_orders) e)
   ORDER BY id FOR NO KEY UPDATE;

  FOR entry IN
    SELECT e FROM jsonb_array_elements(p_orders) WITH ORDINALITY AS t(e, n) ORDER BY n
  LOOP
    SELECT o.placed, o.refusal, o.detail INTO placed, refusal, detail
      FROM place_one_order(entry->'order', entry->'items', entry->>'note', p_max_unpaid) o;
    IF placed IS NOT NULL THEN
      placed_ids := placed_ids || placed;
    END IF;
    RETURN NEXT;
  END LOOP;

  INSERT INTO outbox_emails (kind, order_id, recipient, created_at, next_attempt_at)
  SELECT 'PLACED', o.id, o.customer_email, o.created_at, o.created_at
    FROM orders o WHERE o.id = ANY (placed_ids);

  -- The API answers each placed order once this replica has seen the batch (catalogue/changes.ts).
  PERFORM pg_notify('catalogue', json_build_object('sync', p_sync)::text);
END $$;
