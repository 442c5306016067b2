-- Admission at measured capacity (decision 031, „The rate, measured”): while a lobby drop's
-- opening runs, each replica writes the orders it placed in each second and how long its slowest
-- order answers took; the seconds in which orders were slow say the shop was at its limit, and
-- the orders placed in them how many a second that limit is. The next lobby's rate is chosen
-- from it at its start and kept with the reason. Owned by modules/lobby.
CREATE TABLE lobby_load (
  drop_id integer NOT NULL REFERENCES drops (id) ON DELETE CASCADE,
  -- The process that measured (host and process id).
  replica text NOT NULL,
  -- The second measured (truncated), the orders placed in it, and how long the replica's answers
  -- to POST /api/orders took in it (p99, milliseconds).
  second timestamptz NOT NULL,
  orders integer NOT NULL CHECK (orders >= 0),
  order_p99_ms double precision NOT NULL CHECK (order_p99_ms >= 0),
  PRIMARY KEY (drop_id, second, replica)
);

-- The admissions a second chosen at the start (null before), and why: the opening it was
-- measured at and its figures, or the setting when no opening has measured it yet.
ALTER TABLE drop_lobbies ADD COLUMN rate double precision;
ALTER TABLE drop_lobbies ADD COLUMN rate_basis jsonb;
