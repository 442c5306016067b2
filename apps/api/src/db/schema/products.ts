// Products with their pictures, price history and manufacturers. Owned by modules/products.
// Mirrors migrations/0002_catalogue.sql, 0005, 0022, 0029, 0036 and 0037 (check constraints, the search index
// and the change feed's triggers live there).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CATEGORIES, CONDITIONS, PRICE_TYPES } from '@shop/shared/enums';
import { drops } from './drops.ts';
import { timestamptz } from './columns.ts';

/** The manufacturers registry (GPSR art. 19 a and b): one row per name or trade mark. */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    postalAddress: text('postal_address').notNull(),
    email: text('email'),
    website: text('website'),
    outsideEu: boolean('outside_eu').notNull().default(false),
    euResponsibleName: text('eu_responsible_name'),
    euResponsibleAddress: text('eu_responsible_address'),
    euResponsibleEmail: text('eu_responsible_email'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('manufacturers_name_idx').on(sql`catalogue_fold(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    dropId: integer('drop_id')
      .notNull()
      .references(() => drops.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceType: text('price_type', { enum: PRICE_TYPES }).notNull(),
    msrp: integer('msrp'),
    price: integer('price'),
    purchasePrice: integer('purchase_price').notNull(),
    /** Pieces free to buy. */
    stock: integer('stock').notNull(),
    /** Pieces held by unpaid orders, and the earliest end of those reservations. */
    reserved: integer('reserved').notNull().default(0),
    reservedUntil: timestamptz('reserved_until'),
    category: text('category', { enum: CATEGORIES }).notNull(),
    condition: text('condition', { enum: CONDITIONS }).notNull(),
    sourceUrl: text('source_url'),
    /** Set while staff have withdrawn the product from sale (NOT_AVAILABLE for shoppers). */
    withdrawnAt: timestamptz('withdrawn_at'),
    /** Recalled as dangerous (GPSR art. 35-36, migration 0050): off sale for good. */
    recalledAt: timestamptz('recalled_at'),
    /** The recall notice its buyers read; set with recalledAt. */
    recallNotice: text('recall_notice'),
    // Product safety (GPSR, migration 0029).
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    model: text('model'),
    gtin: text('gtin'),
    serialNumber: text('serial_number'),
    safetyInformation: text('safety_information'),
    inspectionNotes: text('inspection_notes'),
    placedBeforeGpsr: boolean('placed_before_gpsr').notNull().default(false),
    /** The shop's own stock-keeping unit, unique; set by the import (migration 0036). */
    sku: text('sku'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('products_drop_idx').on(t.dropId, t.id),
    index('products_category_idx').on(t.category, t.id),
    index('products_manufacturer_idx').on(t.manufacturerId),
    uniqueIndex('products_sku_idx')
      .on(t.sku)
      .where(sql`${t.sku} IS NOT NULL`),
    index('products_gtin_idx')
      .on(t.dropId, t.gtin)
      .where(sql`${t.gtin} IS NOT NULL`),
    index('products_search_idx').using(
      'gin',
      sql`catalogue_fold(${t.name} || ' ' || ${t.description}) gin_trgm_ops`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    /** SHA-256 (hex) of the file the picture was made from (migration 0036). */
    sourceHash: text('source_hash'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.productId, t.url),
    index('product_images_product_idx').on(t.productId, t.position, t.id),
  ],
);

/** A product's safety document (migration 0034): one PDF, linked from its safety section. */
export const productDocuments = pgTable('product_documents', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  fileName: text('file_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * Why a price took effect. WITHDRAWN marks the moment a piece went off sale (no price is in
 * effect from then until the next row); REDROP the first price in the drop it was moved to
 * (migration 0037).
 */
export const PRICE_CHANGE_REASONS = [
  'CREATED',
  'SCHEDULE',
  'STAFF_EDIT',
  'WITHDRAWN',
  'REDROP',
] as const;

export const priceHistory = pgTable(
  'price_history',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    effectiveFrom: timestamptz('effective_from').notNull(),
    price: integer('price').notNull(),
    omnibusPrice: integer('omnibus_price').notNull(),
    reason: text('reason', { enum: PRICE_CHANGE_REASONS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.effectiveFrom] })],
);
