// A shopper's saved delivery addresses and invoice details: the same kind of entry (a place,
// one of them the default), invoice details with a NIP. Owned by modules/account. Mirrors
// migrations/0001_accounts.sql.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt } from './columns.ts';

/** The columns of a saved entry; `table` names its indexes. */
const savedEntry = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
});

/** Entries are read per user; at most one per user is the default. */
const savedEntryIndexes = (table: string) => (t: { userId: ExtraConfigColumn }) => [
  index(`${table}_user_idx`).on(t.userId),
  uniqueIndex(`${table}_one_default_idx`)
    .on(t.userId)
    .where(sql`is_default`),
];

export const addresses = pgTable('addresses', savedEntry(), savedEntryIndexes('addresses'));

export const invoiceDetails = pgTable(
  'invoice_details',
  { ...savedEntry(), taxId: text('tax_id').notNull() },
  savedEntryIndexes('invoice_details'),
);
