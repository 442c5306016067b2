// InPost parcels of orders, one per order. Owned by modules/shipments. Mirrors
// migrations/0014_shipments.sql.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ParcelSize } from '@shop/shared/orders';
import { users } from './auth.ts';
import { orders } from './orders.ts';
import { timestamptz } from './columns.ts';

export type ShipmentService = 'inpost_locker_standard' | 'inpost_courier_standard';

export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    service: text('service').$type<ShipmentService>().notNull(),
    parcelSize: text('parcel_size').$type<ParcelSize>().notNull(),
    targetPoint: text('target_point'),
    /** ShipX's id; null while the shop is still asking ShipX (status 'creating'). */
    shipxId: bigint('shipx_id', { mode: 'number' }).unique(),
    status: text('status').notNull(),
    trackingNumber: text('tracking_number'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    checkedAt: timestamptz('checked_at').notNull(),
  },
  (t) => [
    index('shipments_checked_idx')
      .on(t.checkedAt)
      .where(sql`shipx_id IS NOT NULL`),
  ],
);
