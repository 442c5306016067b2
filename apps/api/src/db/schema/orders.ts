// Coupons, orders, order lines and events, shoppers' coupons and the payment-notification log.
// Mirrors migrations/0004_orders.sql.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { DiscountType, OrderStatus, ShippingMethod } from '@shop/shared/enums';
import type { OrderAddress, OrderInvoiceDetails } from '@shop/shared/orders';
import type { PaymentEventOutcome, PaymentProviderName } from '@shop/shared/payments';
import { addresses, invoiceDetails, users } from './accounts.ts';
import { products } from './catalogue.ts';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  discountType: text('discount_type').$type<DiscountType>().notNull(),
  discountValue: integer('discount_value').notNull(),
  usageLimit: integer('usage_limit').notNull(),
  timesUsed: integer('times_used').notNull().default(0),
  minimumOrderPrice: integer('minimum_order_price'),
  minimumProductPrice: integer('minimum_product_price'),
  validFrom: time('valid_from'),
  validUntil: time('valid_until'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: time('created_at').notNull(),
});

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
    returnUrl: text('return_url').notNull(),
    paymentProvider: text('payment_provider').$type<PaymentProviderName>().notNull(),
    paymentSessionId: text('payment_session_id').notNull().unique(),
    paymentUrl: text('payment_url').notNull(),
    paymentToken: text('payment_token'),
    paymentTransactionId: bigint('payment_transaction_id', { mode: 'number' }),
    paidAt: time('paid_at'),
    expiresAt: time('expires_at').notNull(),
    cancelReason: text('cancel_reason').$type<'EXPIRED' | 'STAFF'>(),
    cancelledAt: time('cancelled_at'),
    refundRequired: boolean('refund_required').notNull().default(false),
    receiptId: text('receipt_id').unique(),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
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

export const userCoupons = pgTable(
  'user_coupons',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    assignedAt: time('assigned_at').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.couponId] }),
    index('user_coupons_order_idx')
      .on(t.orderId)
      .where(sql`order_id IS NOT NULL`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'STATUS' | 'RECEIPT' | 'PAYMENT'>().notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    note: text('note'),
    createdAt: time('created_at').notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    sessionId: text('session_id'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }),
    outcome: text('outcome').$type<PaymentEventOutcome>().notNull(),
    detail: text('detail'),
    payload: jsonb('payload').notNull(),
    receivedAt: time('received_at').notNull(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.orderId)],
);
