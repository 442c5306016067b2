// Wishlists and the products on them, and the price-drop alerts (consent, alerts sent). Owned by
// modules/wishlists. Mirrors migrations/0003_cart_wishlists.sql, 0024_reminders.sql,
// 0056_price_targets.sql and 0057_price_alerts_one_click_off.sql.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/** An account's consent to price-drop alerts of its wished-for products (docs/product-rules.md). */
export const priceAlertConsents = pgTable(
  'price_alert_consents',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentedAt: timestamptz('consented_at').notNull(),
    /** Posted by the alerts' one-click List-Unsubscribe (0057): withdraws this consent. */
    withdrawToken: text('withdraw_token')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
  },
  (t) => [uniqueIndex('price_alert_consents_withdraw_token_idx').on(t.withdrawToken)],
);

/** One alert per account, product and price level (1..6), however many lists hold it. */
export const priceAlertsSent = pgTable(
  'price_alerts_sent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.level] }),
    index('price_alerts_sent_product_idx').on(t.productId),
  ],
);

/** A shopper's own price for a product, told once when a price step reaches it (0056). */
export const priceTargets = pgTable(
  'price_targets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    setAt: timestamptz('set_at').notNull(),
    reachedAt: timestamptz('reached_at'),
    reachedLevel: smallint('reached_level'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
