-- "Dodaj do koszyka" in batches (docs/checkout.md, "Batches"): the adds that arrive while a
-- batch is in the database go together as the next call of add_to_carts, one round trip and
-- one commit for all of them, as orders do (migration 0009).
--
-- p_adds: [{"user_id", "product_id", "quantity", "max_quantity"}, ...]. Each add puts
-- `quantity` pieces on the shopper's line of the product (a new line, or more on it) only while
-- the line stays within max_quantity (the stock the API saw), and answers whether it did and
-- the shopper's lines afterwards ([{id, productId, quantity}] by id), one row per add, in order.
-- The adds are done in shopper order, so two batches never wait for each other in a cycle.
CREATE FUNCTION add_to_carts(p_adds jsonb)
RETURNS TABLE (added boolean, lines jsonb) LANGUAGE plpgsql AS $$
DECLARE
  a record;
  done boolean;
  answers jsonb[] := '{}';
BEGIN
  FOR a IN
    SELECT n, (e->>'user_id')::integer AS user_id, (e->>'product_id')::integer AS product_id,
           (e->>'quantity')::integer AS quantity, (e->>'max_quantity')::integer AS max_quantity
      FROM jsonb_array_elements(p_adds) WITH ORDINALITY AS t(e, n)
     ORDER BY 2, 1
  LOOP
    done := NULL;
    BEGIN
      INSERT INTO cart_items (user_id, product_id, quantity)
      VALUES (a.user_id, a.product_id, a.quantity)
      ON CONFLICT (user_id, product_id) DO UPDATE
        SET quantity = cart_items.quantity + excluded.quantity
        WHERE cart_items.quantity + excluded.quantity <= a.max_quantity
      RETURNING true INTO done;
    EXCEPTION WHEN foreign_key_violation THEN
      -- The product was deleted a moment ago: nothing to add.
      done := NULL;
    END;
    answers[a.n] := jsonb_build_object(
      'added', coalesce(done, false),
      'lines', (SELECT coalesce(jsonb_agg(jsonb_build_object('id', c.id,
                  'productId', c.product_id, 'quantity', c.quantity) ORDER BY c.id), '[]')
                  FROM cart_items c WHERE c.user_id = a.user_id));
  END LOOP;
  RETURN QUERY
    SELECT (x->>'added')::boolean, x->'lines' FROM unnest(answers) WITH ORDINALITY AS u(x, n)
     ORDER BY n;
END $$;
