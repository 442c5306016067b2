-- Coupons, orders and payments (docs/product-rules.md "Coupons", docs/checkout.md).
-- Mirrored by db/schema/orders.ts. Times come from the application clock, not now().

CREATE TABLE coupons (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  discount_type text NOT NULL CHECK (discount_type IN ('PERCENTAGE_OFF_ORDER',
    'FIXED_AMOUNT_OFF_ORDER', 'PERCENTAGE_OFF_CHEAPEST_PRODUCT',
    'FIXED_AMOUNT_OFF_CHEAPEST_PRODUCT', 'FREE_SHIPPING')),
  discount_value integer NOT NULL CHECK (discount_value >= 0),
  usage_limit integer NOT NULL CHECK (usage_limit >= 1),
  -- Orders (not cancelled) using the coupon; a conditional update keeps it within the limit.
  times_used integer NOT NULL DEFAULT 0 CHECK (times_used >= 0 AND times_used <= usage_limit),
  minimum_order_price integer CHECK (minimum_order_price > 0),
  minimum_product_price integer CHECK (minimum_product_price > 0),
  valid_from timestamptz,
  valid_until timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  CHECK (valid_until IS NULL OR valid_from IS NULL OR valid_until > valid_from)
);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  -- Orders are accounting records: a user with orders cannot simply disappear.
  user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  customer_email text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED')),
  subtotal integer NOT NULL CHECK (subtotal >= 0),
  shipping_cost integer NOT NULL CHECK (shipping_cost >= 0),
  discount integer NOT NULL CHECK (discount >= 0 AND discount <= subtotal),
  total_amount integer NOT NULL CHECK (total_amount = subtotal - discount + shipping_cost),
  coupon_id integer REFERENCES coupons (id) ON DELETE RESTRICT,
  shipping_method text NOT NULL CHECK (shipping_method IN ('INPOST_COURIER', 'INPOST_PARCEL_LOCKER')),
  parcel_locker_id text,
  -- Copies of the address and invoice details as they were; the ids point at the originals.
  shipping_address_id integer REFERENCES addresses (id) ON DELETE SET NULL,
  shipping_address jsonb NOT NULL,
  invoice_details_id integer REFERENCES invoice_details (id) ON DELETE SET NULL,
  invoice_details jsonb,
  return_url text NOT NULL,
  payment_provider text NOT NULL,
  -- Our reference at the provider (P24 sessionId): random, so payment URLs are not guessable.
  payment_session_id text NOT NULL UNIQUE,
  -- Where the shopper pays (the simulator's page, or our redirect to the provider).
  payment_url text NOT NULL,
  -- The provider's registration token (P24), once the shopper has been sent to pay.
  payment_token text,
  -- The provider's number of the transaction that paid the order (P24 orderId).
  payment_transaction_id bigint,
  paid_at timestamptz,
  expires_at timestamptz NOT NULL,
  -- EXPIRED orders may come back to life when a late payment arrives; STAFF ones never do.
  cancel_reason text CHECK (cancel_reason IN ('EXPIRED', 'STAFF')),
  cancelled_at timestamptz,
  refund_required boolean NOT NULL DEFAULT false,
  receipt_id text UNIQUE,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((shipping_method = 'INPOST_PARCEL_LOCKER') = (parcel_locker_id IS NOT NULL)),
  CHECK (receipt_id IS NULL OR paid_at IS NOT NULL),
  CHECK ((status = 'CANCELLED') = (cancel_reason IS NOT NULL))
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_status_idx ON orders (status, created_at DESC);
-- The expiry job's queue: only unpaid orders, oldest deadline first.
CREATE INDEX orders_pending_expiry_idx ON orders (expires_at) WHERE status = 'PENDING';
CREATE INDEX orders_refund_idx ON orders (created_at DESC) WHERE refund_required;

CREATE TABLE order_items (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
  -- What the product looked like when bought; the order must not change with later edits.
  product_name text NOT NULL,
  product_images text[] NOT NULL DEFAULT '{}'::text[],
  price integer NOT NULL CHECK (price >= 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  UNIQUE (order_id, product_id)
);
CREATE INDEX order_items_product_idx ON order_items (product_id);

-- Coupons a shopper has added; order_id is set while an order uses it (one use per shopper).
CREATE TABLE user_coupons (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  coupon_id integer NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  assigned_at timestamptz NOT NULL,
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  PRIMARY KEY (user_id, coupon_id)
);
CREATE INDEX user_coupons_order_idx ON user_coupons (order_id) WHERE order_id IS NOT NULL;

-- Every status change, receipt and payment, with its time and author (null: shopper/system).
CREATE TABLE order_events (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('STATUS', 'RECEIPT', 'PAYMENT')),
  from_status text,
  to_status text,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  actor_email text,
  note text,
  created_at timestamptz NOT NULL
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);

-- Every payment notification received, accepted or refused, for audit and support.
CREATE TABLE payment_notifications (
  id serial PRIMARY KEY,
  provider text NOT NULL,
  session_id text,
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  transaction_id bigint,
  amount bigint,
  outcome text NOT NULL,
  detail text,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX payment_notifications_order_idx ON payment_notifications (order_id);
