// Coupons and the coupons each shopper holds (used: the order that spent it). Owned by
// modules/coupons. Mirrors migrations/0004_orders.sql (and 0018's deactivated_at), which also holds the foreign key from
// user_coupons.order_id to orders (left out here: orders refer to coupons, not back).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { DiscountType } from '@shop/shared/enums';
import { users } from './auth.ts';
import { timestamptz } from './columns.ts';

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  discountType: text('discount_type').$type<DiscountType>().notNull(),
  discountValue: integer('discount_value').notNull(),
  usageLimit: integer('usage_limit').notNull(),
  timesUsed: integer('times_used').notNull().default(0),
  minimumOrderPrice: integer('minimum_order_price'),
  minimumProductPrice: integer('minimum_product_price'),
  validFrom: timestamptz('valid_from'),
  validUntil: timestamptz('valid_until'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamptz('created_at').notNull(),
  /** Set when staff deactivated it (migration 0018): no longer added to accounts or used. */
  deactivatedAt: timestamptz('deactivated_at'),
});

export const userCoupons = pgTable(
  'user_coupons',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    assignedAt: timestamptz('assigned_at').notNull(),
    orderId: integer('order_id'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.couponId] }),
    index('user_coupons_order_idx')
      .on(t.orderId)
      .where(sql`order_id IS NOT NULL`),
  ],
);
