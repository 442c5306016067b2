-- Checkout counts the shopper's unpaid orders for every order (the MAX_UNPAID_ORDERS limit,
-- docs/checkout.md). Without this index PostgreSQL may combine orders_user_idx with
-- orders_pending_expiry_idx, which reads every unpaid order of the shop: at a drop opening, a
-- thousand entries for each order placed.
CREATE INDEX orders_unpaid_idx ON orders (user_id) WHERE status = 'PENDING';
