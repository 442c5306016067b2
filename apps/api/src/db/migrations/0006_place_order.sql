-- Placing an order in one round trip (docs/checkout.md). The API checks every rule first
-- (prices, availability, coupon terms, totals: packages/shared) and then calls place_order,
-- which does the writes that must happen together under the guards only the database can keep:
-- the shopper's unpaid-order limit, the conditional stock holds and the coupon's use counts.
-- The order keeps a copy of its shipping address and invoice details as they are now (shaped as
-- the API shows them), read here from the shopper's own rows: another shopper's id is refused.
--
-- When a guard refuses, nothing of the order is left behind: the guards raise (SQLSTATE P0001,
-- the message names the guard), place_order rolls its writes back and answers the refusal as a
-- row instead of an error (a failed query would cost the API its pooled connection):
--   too_many_unpaid_orders  detail: how many unpaid orders the shopper holds
--   out_of_stock            detail: the product id with too few free pieces
--   address_not_found, invoice_details_not_found, coupon_already_used, coupon_limit_reached

-- Holds pieces of a product for an unpaid order until p_until (`reserved`, see migration 0005);
-- false when fewer are free. The conditional decrement is the guard against overselling.
CREATE FUNCTION hold_stock(p_product_id integer, p_quantity integer, p_until timestamptz)
RETURNS boolean LANGUAGE sql AS $$
  WITH held AS (
    UPDATE products
       SET stock = stock - p_quantity,
           reserved = reserved + p_quantity,
           reserved_until = least(reserved_until, p_until)
     WHERE id = p_product_id AND stock >= p_quantity
    RETURNING id
  )
  SELECT EXISTS (SELECT FROM held);
$$;

-- Counts one use of a coupon for an order: the shopper's own use (once per shopper) and the
-- coupon's limit. Both updates are conditional, so concurrent orders cannot exceed either.
CREATE FUNCTION claim_coupon(p_user_id integer, p_coupon_id integer, p_order_id integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_coupons SET order_id = p_order_id
   WHERE user_id = p_user_id AND coupon_id = p_coupon_id AND order_id IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'coupon_already_used';
  END IF;
  UPDATE coupons SET times_used = times_used + 1
   WHERE id = p_coupon_id AND times_used < usage_limit;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'coupon_limit_reached';
  END IF;
END $$;

-- p_order: the orders row as JSON (column names as keys; the columns below are set, the rest
-- keep their defaults; shipping_address and invoice_details are filled in here). p_items: the order_items rows without order_id. p_note: the first
-- history entry. p_sync: a catalogue sync marker sent on commit (see catalogue/changes.ts).
-- Answers the new order's id, or the refusal and its detail.
CREATE FUNCTION place_order(
  p_order jsonb, p_items jsonb, p_note text, p_max_unpaid integer, p_sync text,
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

    -- One shopper's orders are placed one at a time, so two at once cannot both pass the limit.
    -- Each statement below sees what committed before it (READ COMMITTED, a fresh snapshot per
    -- statement): the count includes an order that committed while this one waited for the lock.
    PERFORM pg_advisory_xact_lock(724012, o.user_id);
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

    -- Row locks last and in product order (as everywhere else), so a hot product's row is held
    -- only for the last statements and the commit, and two orders never deadlock.
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

    PERFORM pg_notify('catalogue', json_build_object('sync', p_sync)::text);
    placed := new_id;
  EXCEPTION WHEN raise_exception THEN
    GET STACKED DIAGNOSTICS refusal = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL;
  END;
END $$;
