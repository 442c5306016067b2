// Orders, their lines and their history. Owned by modules/orders. Mirrors
// migrations/0004_orders.sql (and the columns later migrations add).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { OrderDeviation } from '@shop/shared/deviations';
import type { OrderStatus, ShippingMethod } from '@shop/shared/enums';
import type { OrderAddress, OrderEventKind, OrderInvoiceDetails } from '@shop/shared/orders';
import type { PaymentProviderName } from '@shop/shared/payments';
import { addresses, invoiceDetails } from './account.ts';
import { users } from './auth.ts';
import { coupons } from './coupons.ts';
import { products } from './products.ts';
import { timestamptz } from './columns.ts';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    customerEmail: text('customer_email').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    subtotal: integer('subtotal').notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    discount: integer('discount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    shippingMethod: text('shipping_method').$type<ShippingMethod>().notNull(),
    parcelLockerId: text('parcel_locker_id'),
    shippingAddressId: integer('shipping_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    invoiceDetailsId: integer('invoice_details_id').references(() => invoiceDetails.id, {
      onDelete: 'set null',
    }),
    invoiceDetails: jsonb('invoice_details').$type<OrderInvoiceDetails>(),
    /** The buyer declared the purchase professional (migration 0047): no consumer rights then. */
    professionalPurchase: boolean('professional_purchase').notNull().default(false),
    /** The terms version (TERMS_VERSION) the order was placed under (migration 0048). */
    termsVersion: text('terms_version'),
    /** The pieces' known deviations as shown at checkout (art. 43b ust. 5, migration 0048). */
    deviations: jsonb('deviations').$type<OrderDeviation[]>(),
    /** The statement shown above them; null with no deviations. */
    deviationsStatement: text('deviations_statement'),
    /** When the buyer accepted them; null when the order came without the acceptance. */
    deviationsAcceptedAt: timestamptz('deviations_accepted_at'),
    returnUrl: text('return_url').notNull(),
    paymentProvider: text('payment_provider').$type<PaymentProviderName>().notNull(),
    paymentSessionId: text('payment_session_id').notNull().unique(),
    paymentUrl: text('payment_url').notNull(),
    paymentToken: text('payment_token'),
    paymentTransactionId: bigint('payment_transaction_id', { mode: 'number' }),
    paidAt: timestamptz('paid_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    /** When the reminder to pay was queued (migration 0053); null while none was. */
    paymentRemindedAt: timestamptz('payment_reminded_at'),
    cancelReason: text('cancel_reason').$type<'EXPIRED' | 'STAFF' | 'WITHDRAWAL'>(),
    cancelledAt: timestamptz('cancelled_at'),
    refundRequired: boolean('refund_required').notNull().default(false),
    receiptId: text('receipt_id').unique(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'PENDING'`),
    index('orders_refund_idx')
      .on(t.createdAt.desc())
      .where(sql`refund_required`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    productImages: text('product_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [unique().on(t.orderId, t.productId), index('order_items_product_idx').on(t.productId)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    note: text('note'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);
