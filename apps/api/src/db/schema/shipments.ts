// Parcels of orders, one per order: made through InPost's ShipX, or entered by hand with another
// carrier's tracking number. Owned by modules/shipments. Mirrors migrations/0014_shipments.sql
// and 0041_parcels_by_hand.sql; the collections of complained goods mirror 0049_collections.sql.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Carrier } from '@shop/shared/carriers';
import type { ParcelSize } from '@shop/shared/orders';
import { users } from './auth.ts';
import { orders } from './orders.ts';
import { returns } from './returns.ts';
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
    /** ShipX's service and the size staff picked; both null for a parcel entered by hand. */
    service: text('service').$type<ShipmentService>(),
    parcelSize: text('parcel_size').$type<ParcelSize>(),
    carrier: text('carrier').$type<Carrier>().notNull().default('INPOST'),
    /** "Inny przewoźnik": the tracking page staff gave. */
    trackingPage: text('tracking_page'),
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

/** The collection of complained goods at the shop's cost (art. 43d ust. 2), one per complaint. */
export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  returnId: integer('return_id')
    .notNull()
    .unique()
    .references(() => returns.id, { onDelete: 'cascade' }),
  /** ShipX's id; null while the shop is still asking ShipX (status 'creating'). */
  shipxId: bigint('shipx_id', { mode: 'number' }).unique(),
  status: text('status').notNull(),
  trackingNumber: text('tracking_number'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});
