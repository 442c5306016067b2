// Drops (drops, "kolekcje" on screen). Owned by modules/drops. Mirrors
// migrations/0002_catalogue.sql and 0033_drop_lobby.sql; the item count is kept by triggers (0005).
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { CATEGORIES } from '@shop/shared/enums';
import { timestamptz } from './columns.ts';

export const drops = pgTable(
  'drops',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    categories: text('categories', { enum: CATEGORIES }).array().notNull(),
    dropTime: timestamptz('drop_time').notNull(),
    /** Shoppers wait in a lobby at the opening (migration 0033, decision 031). */
    lobby: boolean('lobby').notNull().default(false),
    /** Products in the drop, kept by triggers on products (migration 0005). */
    itemQuantity: integer('item_quantity').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('drops_drop_time_idx').on(t.dropTime, t.id)],
);
