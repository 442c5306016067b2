-- Order e-mails go through an outbox (docs/e-mail.md): the change an e-mail reports writes its
-- row in the same transaction, and the mail job sends it later, retrying with back-off until
-- the mail server takes it. So no e-mail is lost when the server is down, none is sent for a
-- change that rolled back, and a mail failure never undoes the change.
CREATE TABLE outbox_emails (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('PLACED', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED',
    'EXPIRED', 'REFUNDED', 'INVOICE_ISSUED')),
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  recipient text NOT NULL,
  -- Facts of the moment the template needs ({"refundId": n}, {"invoiceId": n}).
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  -- Sending attempts begun; when the next may start (NULL: given up, left for staff).
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  -- The claim of the job sending it right now (a lease: past locked_until another job may).
  locked_until timestamptz,
  claim_token uuid,
  last_error text,
  sent_at timestamptz
);
-- What the job looks for: unsent e-mails, the most overdue first.
CREATE INDEX outbox_emails_due_idx ON outbox_emails (next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX outbox_emails_order_idx ON outbox_emails (order_id);

-- place_orders of migration 0009, and the PLACED e-mail of every order the batch placed: one
-- INSERT for the whole batch, in its transaction.
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
   ORDER BY id FOR UPDATE;
  PERFORM FROM coupons
   WHERE id IN (SELECT (e->'order'->>'coupon_id')::integer FROM jsonb_array_elements(p_orders) e)
   ORDER BY id FOR UPDATE;

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
