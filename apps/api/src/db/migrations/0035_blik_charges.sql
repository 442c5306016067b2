-- BLIK codes typed in the shop (docs/payments-blik.md): every code sent for an order, newest
-- last. The newest one says where the order's BLIK payment stands: waiting for the shopper to
-- confirm in the bank app until confirm_by, or refused (and why). The payment itself arrives
-- as every payment does, by the provider's notification. Owned by modules/payments
-- (blik-charges.ts). Mirrored by db/schema/payments.ts.
CREATE TABLE blik_charges (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL,
  confirm_by timestamptz NOT NULL,
  -- The provider's number of the transaction the code charges (Przelewy24 orderId), once known.
  transaction_id bigint,
  -- Why the code was refused (BLIK_REFUSALS in @shop/shared/blik); NULL while it stands.
  refusal text
);

CREATE INDEX blik_charges_order_idx ON blik_charges (order_id, id);
