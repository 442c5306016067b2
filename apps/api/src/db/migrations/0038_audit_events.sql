-- The audit trail (docs/audit.md): every staff action that changes money, stock or state, written
-- in the transaction of the change itself, with who (the staff account and its e-mail as it was),
-- when, from which address, what (an entity and its id, an action) and the values before and
-- after. Rows are only ever added. Owned by modules/audit. Mirrored by db/schema/audit.ts.
CREATE TABLE audit_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  staff_id integer REFERENCES users (id) ON DELETE SET NULL,
  staff_email text NOT NULL,
  client_address text,
  entity text NOT NULL,
  entity_id text NOT NULL,
  action text NOT NULL,
  -- [{ "field": "price", "old": 12900, "new": 9900 }, ...]
  changes jsonb NOT NULL DEFAULT '[]'::jsonb,
  note text
);

CREATE INDEX audit_events_entity_idx ON audit_events (entity, entity_id, id);
CREATE INDEX audit_events_staff_idx ON audit_events (staff_id, id);
CREATE INDEX audit_events_at_idx ON audit_events (at, id);
