-- Refunds: money sent back to the shopper through the payment provider (docs/refunds.md). A row
-- is written in the transaction that decides the refund; the provider is asked after commit,
-- and again with the same request_id until it answers; its refund notification settles it.
CREATE TABLE refunds (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
  -- Przelewy24 refundsUuid (at most 35 characters) and requestId (its idempotency key).
  uuid text NOT NULL UNIQUE,
  request_id text NOT NULL UNIQUE,
  -- The provider's transaction the money goes back from (P24 orderId) and its session.
  transaction_id bigint NOT NULL,
  session_id text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  reason text NOT NULL CHECK (reason IN ('LATE_PAYMENT', 'DOUBLE_PAYMENT', 'STAFF')),
  -- The lines given back, [{"orderItemId": n, "quantity": n}]; empty for a whole payment.
  items jsonb NOT NULL DEFAULT '[]',
  shipping boolean NOT NULL DEFAULT false,
  note text,
  -- The staff client's Idempotency-Key: the same request again makes no second refund.
  idempotency_key text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'COMPLETED', 'REJECTED')),
  -- Handing it to the provider: attempts begun, when the next may start (a lease while one
  -- runs), when the provider took it, the last failure.
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  sent_at timestamptz,
  last_error text,
  -- The provider's words on it (a refusal's reason).
  provider_message text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  CHECK ((status = 'PENDING') = (settled_at IS NULL))
);
-- A payment is refunded automatically at most once, however often its notification comes.
CREATE UNIQUE INDEX refunds_automatic_once ON refunds (transaction_id) WHERE reason <> 'STAFF';
CREATE UNIQUE INDEX refunds_idempotency_key ON refunds (order_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX refunds_order_idx ON refunds (order_id, id);
-- What the sender looks for: refunds the provider has not taken yet, the most overdue first.
CREATE INDEX refunds_unsent_idx ON refunds (next_attempt_at)
  WHERE status = 'PENDING' AND sent_at IS NULL;

-- Every refund notification received, as it came, whatever became of it (audit log).
CREATE TABLE refund_notifications (
  id serial PRIMARY KEY,
  refund_id integer REFERENCES refunds (id) ON DELETE SET NULL,
  refunds_uuid text,
  request_id text,
  transaction_id bigint,
  amount bigint,
  outcome text NOT NULL,
  detail text,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX refund_notifications_refund_idx ON refund_notifications (refund_id);
