-- Orders are placed in batches (docs/checkout.md, "Batches"): while one batch is in the
-- database, the orders arriving meanwhile gather in the API, and the next batch is one call of
-- place_orders: one round trip, one transaction, one commit and one sync marker for all of
-- them. Under a drop opening's burst that is what keeps the database from spending most of its
-- time starting and committing transactions; one order alone is a batch of one.
--
-- A batch takes every lock it needs first, in the order every writer takes them: the shoppers'
-- advisory locks in user order, the product rows in product order, then the coupons in coupon
-- order. So batches of several replicas never deadlock, and within a batch no order waits.
--
-- Each order is placed in its own block (a subtransaction): a refused order leaves nothing
-- behind and the others go on. The refusals of migration 0006, and:
--   order_data_changed  the address or invoice details were deleted meanwhile
--   failed              an unexpected error, detail: SQLSTATE and message (that order only)

DROP FUNCTION place_order(jsonb, jsonb, text, integer, text);

-- One order of a batch: p_order is the orders row as JSON (column names as keys; shipping_address
-- and invoice_details are filled in here), p_items the order_items rows without order_id.
-- Only place_orders calls it: it relies on the locks place_orders holds.
CREATE FUNCTION place_one_order(
  p_order jsonb, p_items jsonb, p_note text, p_max_unpaid integer,
  OUT placed integer, OUT refusal text, OUT detail text
) LANGUAGE plpgsql AS $$
DECLARE
  o orders := jsonb_populate_record(NULL::orders, p_order);
  unpaid integer;
  new_id integer;
  gone integer;
  line record;
BEGIN
  -- The block's writes are undone when a guard raises (an implicit savepoint).
  BEGIN
    -- A piece already gone is refused before anything is written: at an opening most refused
    -- orders are for pieces sold a moment earlier. (hold_stock below stays the guard.)
    SELECT i.product_id INTO gone
      FROM jsonb_populate_recordset(NULL::order_items, p_items) i
      JOIN products p ON p.id = i.product_id
     WHERE p.stock < i.quantity
     ORDER BY i.product_id LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'out_of_stock' USING DETAIL = gone;
    END IF;

    SELECT jsonb_build_object('id', a.id, 'name', a.name, 'street', a.street, 'city', a.city,
             'postalCode', a.postal_code, 'country', a.country)
      INTO o.shipping_address
      FROM addresses a WHERE a.id = o.shipping_address_id AND a.user_id = o.user_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'address_not_found';
    END IF;
    IF o.invoice_details_id IS NOT NULL THEN
      SELECT jsonb_build_object('id', d.id, 'name', d.name, 'street', d.street, 'city', d.city,
               'postalCode', d.postal_code, 'country', d.country, 'taxId', d.tax_id)
        INTO o.invoice_details
        FROM invoice_details d WHERE d.id = o.invoice_details_id AND d.user_id = o.user_id;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'invoice_details_not_found';
      END IF;
    END IF;

    -- The shopper's orders are placed one at a time (place_orders holds the shopper's lock), so
    -- two cannot both pass the limit; the count sees every order committed before it and the
    -- batch's own.
    SELECT count(*) INTO unpaid FROM orders
     WHERE user_id = o.user_id AND status = 'PENDING' AND expires_at > o.created_at;
    IF unpaid >= p_max_unpaid THEN
      RAISE EXCEPTION 'too_many_unpaid_orders' USING DETAIL = unpaid;
    END IF;

    INSERT INTO orders (user_id, customer_email, status, subtotal, shipping_cost, discount,
        total_amount, coupon_id, shipping_method, parcel_locker_id, shipping_address_id,
        shipping_address, invoice_details_id, invoice_details, return_url, payment_provider,
        payment_session_id, payment_url, expires_at, created_at, updated_at)
    VALUES (o.user_id, o.customer_email, o.status, o.subtotal, o.shipping_cost, o.discount,
        o.total_amount, o.coupon_id, o.shipping_method, o.parcel_locker_id, o.shipping_address_id,
        o.shipping_address, o.invoice_details_id, o.invoice_details, o.return_url,
        o.payment_provider, o.payment_session_id, o.payment_url, o.expires_at, o.created_at,
        o.updated_at)
    RETURNING id INTO new_id;

    INSERT INTO order_items (order_id, product_id, product_name, product_images, price, quantity)
    SELECT new_id, i.product_id, i.product_name, coalesce(i.product_images, '{}'), i.price,
           i.quantity
      FROM jsonb_populate_recordset(NULL::order_items, p_items) i;

    INSERT INTO order_events (order_id, kind, to_status, note, created_at)
    VALUES (new_id, 'STATUS', o.status, p_note, o.created_at);

    DELETE FROM cart_items c
     USING jsonb_populate_recordset(NULL::order_items, p_items) i
     WHERE c.user_id = o.user_id AND c.product_id = i.product_id;

    -- The product rows are locked already (place_orders); in product order all the same.
    FOR line IN
      SELECT i.product_id, i.quantity FROM jsonb_populate_recordset(NULL::order_items, p_items) i
       ORDER BY i.product_id
    LOOP
      IF NOT hold_stock(line.product_id, line.quantity, o.expires_at) THEN
        RAISE EXCEPTION 'out_of_stock' USING DETAIL = line.product_id;
      END IF;
    END LOOP;

    IF o.coupon_id IS NOT NULL THEN
      PERFORM claim_coupon(o.user_id, o.coupon_id, new_id);
    END IF;

    placed := new_id;
  EXCEPTION
    WHEN raise_exception THEN
      GET STACKED DIAGNOSTICS refusal = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL;
    WHEN foreign_key_violation THEN
      refusal := 'order_data_changed';
    WHEN OTHERS THEN
      refusal := 'failed';
      detail := SQLSTATE || ' ' || SQLERRM;
  END;
END $$;

-- p_orders: [{"order": {...}, "items": [...], "note": "first history entry"}, ...].
-- Answers one row per order, in the same order: the new order's id, or the refusal.
CREATE FUNCTION place_orders(p_orders jsonb, p_max_unpaid integer, p_sync text)
RETURNS TABLE (placed integer, refusal text, detail text) LANGUAGE plpgsql AS $$
DECLARE
  shopper integer;
  entry jsonb;
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
   ORDER BY id FOR UPDATE;
  PERFORM FROM coupons
   WHERE id IN (SELECT (e->'order'->>'coupon_id')::integer FROM jsonb_array_elements(p_orders) e)
   ORDER BY id FOR UPDATE;

  FOR entry IN
    SELECT e FROM jsonb_array_elements(p_orders) WITH ORDINALITY AS t(e, n) ORDER BY n
  LOOP
    SELECT o.placed, o.refusal, o.detail INTO placed, refusal, detail
      FROM place_one_order(entry->'order', entry->'items', entry->>'note', p_max_unpaid) o;
    RETURN NEXT;
  END LOOP;

  -- The API answers each placed order once this replica has seen the batch (catalogue/changes.ts).
  PERFORM pg_notify('catalogue', json_build_object('sync', p_sync)::text);
END $$;
