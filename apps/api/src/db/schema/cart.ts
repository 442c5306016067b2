// The server carts of logged-in shoppers. Owned by modules/cart. Mirrors
// migrations/0003_cart_wishlists.sql (the check constraints live there).
import { index, integer, pgTable, serial, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './products.ts';
import { timestamptz } from './columns.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_user_product_key').on(t.userId, t.productId),
    index('cart_items_product_idx').on(t.productId),
  ],
);
