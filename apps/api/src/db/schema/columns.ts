// Column helpers shared by the table files.
import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time (timestamptz), read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was made (set by the database). */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
