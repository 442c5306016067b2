-- Admission at measured capacity (decision 031, „The rate”): while a lobby drop's opening runs,
-- each replica writes how long its event loop was busy in each second; with the orders placed in
-- those seconds this says how many orders a second the shop can take. The next lobby's rate is
-- chosen from it at its start and kept with the reason. Owned by modules/lobby.
CREATE TABLE lobby_load (
  drop_id integer NOT NULL REFERENCES drops (id) ON DELETE CASCADE,
  -- The process that measured (host and process id): the replicas' loops add up.
  replica text NOT NULL,
  -- The second measured (truncated), and the milliseconds of it the event loop was busy.
  second timestamptz NOT NULL,
  busy_ms double precision NOT NULL CHECK (busy_ms >= 0),
  PRIMARY KEY (drop_id, second, replica)
);

-- The admissions a second chosen at the start (null before), and why: the opening it was
-- measured at and its figures, or the setting when no opening has measured it yet.
ALTER TABLE drop_lobbies ADD COLUMN rate double precision;
ALTER TABLE drop_lobbies ADD COLUMN rate_basis jsonb;
