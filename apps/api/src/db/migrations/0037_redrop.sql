-- Re-drop (docs/product-rules.md, decision 017): unsold pieces of a drop that withdrew them move
-- into a new drop, where their prices start again at its opening. Their history keeps the old
-- drop's prices and records the moment the piece went off sale ('WITHDRAWN': from then no price
-- is in effect, so the 30-day lowest price reads the old drop's prices only for the days they
-- were really offered); the first price of the new drop is recorded as 'REDROP'.
ALTER TABLE price_history DROP CONSTRAINT price_history_reason_check;
ALTER TABLE price_history ADD CONSTRAINT price_history_reason_check
  CHECK (reason IN ('CREATED', 'SCHEDULE', 'STAFF_EDIT', 'WITHDRAWN', 'REDROP'));
