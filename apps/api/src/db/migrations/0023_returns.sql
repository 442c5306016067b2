-- Withdrawals from the contract and complaints about pieces of an order (docs/returns.md).
-- Mirrored by db/schema/returns.ts (modules/returns). A row is written with the order's row
-- lock held, so two requests for the same piece cannot both take it.
CREATE TABLE returns (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
  type text NOT NULL CHECK (type IN ('WITHDRAWAL', 'COMPLAINT')),
  status text NOT NULL DEFAULT 'REQUESTED'
    CHECK (status IN ('REQUESTED', 'RECEIVED', 'ACCEPTED', 'REJECTED')),
  -- The pieces declared, as the order had them:
  -- [{"orderItemId": n, "quantity": n, "productId": n, "productName": "..."}].
  items jsonb NOT NULL,
  -- The shopper's words; a complaint's description of the defects.
  description text,
  -- The photo's file name in the image storage (a private, unguessable name), if one came.
  photo_name text,
  created_at timestamptz NOT NULL,
  -- The buyer's deadline to send the goods: the end of the 14th day after created_at (Warsaw).
  ship_by timestamptz NOT NULL,
  -- Staff marked the goods arrived; the shop answers by the end of the 14th day after it.
  received_at timestamptz,
  answer_by timestamptz,
  decided_at timestamptz,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  rejection_reason text,
  -- The refund made when it was accepted (none when the lines had been refunded by hand).
  refund_id integer REFERENCES refunds (id) ON DELETE RESTRICT,
  CHECK ((status IN ('ACCEPTED', 'REJECTED')) = (decided_at IS NOT NULL)),
  CHECK ((status = 'REJECTED') = (rejection_reason IS NOT NULL)),
  CHECK ((received_at IS NULL) = (answer_by IS NULL)),
  CHECK (status NOT IN ('RECEIVED', 'ACCEPTED') OR received_at IS NOT NULL)
);
CREATE INDEX returns_order_idx ON returns (order_id, id);
-- The staff queue: open returns by their nearest deadline.
CREATE INDEX returns_open_idx ON returns (coalesce(answer_by, ship_by))
  WHERE status IN ('REQUESTED', 'RECEIVED');

-- The order's history also records its returns.
ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('STATUS', 'RECEIPT', 'PAYMENT', 'SHIPMENT', 'REFUND', 'INVOICE', 'RETURN'));
