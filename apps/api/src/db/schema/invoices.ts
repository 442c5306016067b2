// VAT invoices and correcting invoices of orders, and the counters that number them without
// gaps. Owned by modules/invoices. Mirrors migrations/0016_invoices.sql; docs/invoices.md
// explains the numbering and the amounts.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderInvoice } from '@shop/shared/orders';
import { orders } from './orders.ts';
import { refunds } from './refunds.ts';
import { timestamptz } from './columns.ts';

export type InvoiceKind = OrderInvoice['kind'];

/** Seller or buyer as printed on the invoice, copied when it is issued. */
export interface InvoiceParty {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** NIP, 10 digits. */
  taxId: string;
}

/** One line of an invoice; amounts in grosze, negative on a correction that gives money back. */
export interface InvoiceLine {
  name: string;
  /** The order line it bills; null for shipping. */
  orderItemId: number | null;
  /** On a correction: the number (Lp., from 1) of the corrected invoice's line it takes back. */
  correctsLine: number | null;
  quantity: number;
  /** Gross price of one unit after the order's discount (never negative). */
  unitGross: number;
  /** Percent. */
  vatRate: number;
  net: number;
  vat: number;
  gross: number;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    correctsId: integer('corrects_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    /** The refund a correction documents. */
    refundId: integer('refund_id')
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    /** A correction's reason when it is not a return (e.g. a price reduction after a complaint). */
    correctionReason: text('correction_reason'),
    /** The Europe/Warsaw month of issue, '2026/11': numbers run from 1 in each. */
    period: text('period').notNull(),
    seq: integer('seq').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    gross: integer('gross').notNull(),
    paymentMethod: text('payment_method').notNull(),
  },
  (t) => [
    unique('invoices_kind_period_seq_key').on(t.kind, t.period, t.seq),
    uniqueIndex('invoices_one_per_order')
      .on(t.orderId)
      .where(sql`kind = 'INVOICE'`),
    index('invoices_order_idx').on(t.orderId, t.id),
  ],
);

/** The last number given per kind and month; bumped in the transaction that issues. */
export const invoiceNumbers = pgTable(
  'invoice_numbers',
  {
    kind: text('kind').$type<InvoiceKind>().notNull(),
    period: text('period').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.period] })],
);
