// The lobby of a drop's opening. Owned by modules/lobby. Mirrors migrations/0033_drop_lobby.sql
// and 0055_lobby_capacity.sql.
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type { LobbyRateBasis } from '@shop/shared/lobby-rate';
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
  rate: doublePrecision('rate'),
  rateBasis: jsonb('rate_basis').$type<LobbyRateBasis>(),
});

/** The orders each replica placed in each second of a lobby drop's opening, and how fast. */
export const lobbyLoad = pgTable(
  'lobby_load',
  {
    dropId: integer('drop_id')
      .notNull()
      .references(() => drops.id, { onDelete: 'cascade' }),
    replica: text('replica').notNull(),
    second: timestamptz('second').notNull(),
    orders: integer('orders').notNull(),
    orderP99Ms: doublePrecision('order_p99_ms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dropId, t.second, t.replica] })],
);
