// Wishlists and the products on them. Owned by modules/wishlists. Mirrors
// migrations/0003_cart_wishlists.sql.
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './products.ts';
import { timestamptz } from './columns.ts';

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('wishlists_user_idx').on(t.userId, t.id)],
);

export const wishlistProducts = pgTable(
  'wishlist_products',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.wishlistId, t.productId] }),
    index('wishlist_products_product_idx').on(t.productId),
  ],
);
