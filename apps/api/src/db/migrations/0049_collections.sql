-- The collection of complained goods at the shop's cost (ustawa o prawach konsumenta, art. 43d
-- ust. 2: „Przedsiębiorca odbiera od konsumenta towar na swój koszt”; decision 039): one InPost
-- shipment per complaint, from the consumer to the shop, paid by the shop's ShipX account; the
-- consumer prints its label from the order page. Mirrored by db/schema/shipments.ts; owned by
-- modules/shipments. Times come from the application clock.
CREATE TABLE collections (
  id serial PRIMARY KEY,
  -- One collection per complaint: a second request finds this row.
  return_id integer NOT NULL UNIQUE REFERENCES returns (id) ON DELETE CASCADE,
  -- ShipX's id once ShipX has answered the create; until then the row holds the place
  -- (status 'creating') while the shop asks ShipX.
  shipx_id bigint UNIQUE,
  -- ShipX's status name as last read from ShipX.
  status text NOT NULL,
  tracking_number text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((shipx_id IS NULL) = (status = 'creating'))
);
