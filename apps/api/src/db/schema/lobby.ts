// The lobby of a drop's opening. Owned by modules/lobby. Mirrors migrations/0033_drop_lobby.sql.
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './auth.ts';
import { drops } from './drops.ts';

export const lobbyEntries = pgTable(
  'lobby_entries',
  {
    dropId: integer('drop_id')
      .notNull()
      .references(() => drops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    draw: bigint('draw', { mode: 'number' }),
    joinedAt: timestamptz('joined_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    position: integer('position'),
    admittedAt: timestamptz('admitted_at'),
  },
  (t) => [primaryKey({ columns: [t.dropId, t.userId] })],
);

export const dropLobbies = pgTable('drop_lobbies', {
  dropId: integer('drop_id')
    .primaryKey()
    .references(() => drops.id, { onDelete: 'cascade' }),
  positioned: integer('positioned').notNull().default(0),
  admitted: integer('admitted').notNull().default(0),
  admittedThrough: integer('admitted_through').notNull().default(0),
  credit: doublePrecision('credit').notNull().default(0),
  roundedAt: timestamptz('rounded_at'),
  soldOut: boolean('sold_out').notNull().default(false),
});
