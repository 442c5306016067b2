-- What an order keeps of the contract it concludes (ustawa o prawach konsumenta; decision 039):
-- the version of the terms it was placed under (art. 21: the confirmation on a durable medium
-- carries them), and the known deviations of its used or returned pieces with the buyer's
-- express, separate acceptance (art. 43b ust. 5): the pieces and their texts as shown, the
-- statement above them, and when it was accepted (null: the order came without it, so the
-- deviations are not covered). place_one_order (as migration 0047 left it) writes them with the
-- order. Owned by modules/orders. Mirrored by db/schema/orders.ts.
ALTER TABLE orders ADD COLUMN terms_version text;
ALTER TABLE orders ADD COLUMN deviations jsonb;
ALTER TABLE orders ADD COLUMN deviations_statement text;
ALTER TABLE orders ADD COLUMN deviations_accepted_at timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_deviations_whole
  CHECK ((deviations IS NULL) = (deviations_statement IS NULL)
     AND (deviations IS NOT NULL OR deviations_accepted_at IS NULL));

CREATE OR REPLACE FUNCTION place_one_order(p_order jsonb, p_items jsonb, p_note text, p_max_unpaid integer, OUT placed integer, OUT refusal text, OUT detail text)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
DECLARE
  o orders := jsonb_populate_record(NULL::orders, p_order);
  unpaid integer;
  new_id integer;
  gone integer;
  withdrawn boolean;
  line record;
BEGIN
  -- The block's writes are undone when a guard raises (an implicit savepoint).
  BEGIN
    -- A piece withdrawn or already gone is refused before anything is written: at an opening
    -- most refused orders are for pieces sold a moment earlier. (hold_stock below stays the
    -- guard of the stock.) A withdrawn product is named first, as its refusal says more.
    SELECT i.product_id, p.withdrawn_at IS NOT NULL INTO gone, withdrawn
      FROM jsonb_populate_recordset(NULL::order_items, p_items) i
      JOIN products p ON p.id = i.product_id
     WHERE p.withdrawn_at IS NOT NULL OR p.stock < i.quantity
     ORDER BY p.withdrawn_at IS NULL, i.product_id LIMIT 1;
    IF FOUND THEN
      IF withdrawn THEN
        RAISE EXCEPTION 'product_withdrawn' USING DETAIL = gone;
      END IF;
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
        payment_session_id, payment_url, expires_at, created_at, updated_at,
        professional_purchase, terms_version, deviations, deviations_statement,
        deviations_accepted_at)
    VALUES (o.user_id, o.customer_email, o.status, o.subtotal, o.shipping_cost, o.discount,
        o.total_amount, o.coupon_id, o.shipping_method, o.parcel_locker_id, o.shipping_address_id,
        o.shipping_address, o.invoice_details_id, o.invoice_details, o.return_url,
        o.payment_provider, o.payment_session_id, o.payment_url, o.expires_at, o.created_at,
        o.updated_at, coalesce(o.professional_purchase, false), o.terms_version, o.deviations,
        o.deviations_statement, o.deviations_accepted_at)
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
END $function$;
