-- The lobby of a drop's opening (decision 031): shoppers who arrive before the start wait and
-- are put in a random order at the start, later ones queue behind them in arrival order, and a
-- round admits them at a set rate while anything is left to buy.
-- drops.lobby is owned by modules/drops; lobby_entries and drop_lobbies by modules/lobby.
ALTER TABLE drops ADD COLUMN lobby boolean NOT NULL DEFAULT false;

CREATE TABLE lobby_entries (
  drop_id integer NOT NULL REFERENCES drops (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A uniformly random number (node:crypto) drawn for a shopper who joined before the start:
  -- ordering by it at the start is the shuffle. Null for those who joined after it.
  draw bigint,
  joined_at timestamptz NOT NULL,
  -- The last poll: a shopper away longer than the grace time loses the place.
  last_seen_at timestamptz NOT NULL,
  -- Given by the first round after the start (early ones by draw), then in arrival order.
  position integer,
  admitted_at timestamptz,
  PRIMARY KEY (drop_id, user_id),
  UNIQUE (drop_id, position)
);
-- A round's next shoppers: the waiting ones in order of position.
CREATE INDEX lobby_entries_waiting_idx ON lobby_entries (drop_id, position)
  WHERE admitted_at IS NULL AND position IS NOT NULL;

CREATE TABLE drop_lobbies (
  drop_id integer PRIMARY KEY REFERENCES drops (id) ON DELETE CASCADE,
  -- The last position given.
  positioned integer NOT NULL DEFAULT 0,
  -- How many were admitted, and the highest position admitted.
  admitted integer NOT NULL DEFAULT 0,
  admitted_through integer NOT NULL DEFAULT 0,
  -- Admissions earned by time and not used yet (the rate times the seconds since the last round).
  credit double precision NOT NULL DEFAULT 0,
  rounded_at timestamptz,
  -- Nothing was free to buy at the last round: nobody is admitted until pieces come back.
  sold_out boolean NOT NULL DEFAULT false
);
