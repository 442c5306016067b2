-- Carts and wishlists: a logged-in shopper's cart lines (one per product) and named wishlists.
-- Mirrored by db/schema/cart.ts. A line reserves nothing; stock is taken when an order is made.
CREATE TABLE cart_items (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Adding a product that is already in the cart raises this line's quantity instead.
  CONSTRAINT cart_items_user_product_key UNIQUE (user_id, product_id)
);
CREATE INDEX cart_items_product_idx ON cart_items (product_id);

CREATE TABLE wishlists (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wishlists_user_idx ON wishlists (user_id, id);

CREATE TABLE wishlist_products (
  wishlist_id integer NOT NULL REFERENCES wishlists (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (wishlist_id, product_id)
);
CREATE INDEX wishlist_products_product_idx ON wishlist_products (product_id);
