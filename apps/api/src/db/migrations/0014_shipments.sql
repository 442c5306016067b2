-- InPost parcels of orders (docs/shipments.md). Mirrored by db/schema/shipments.ts; owned by
-- modules/shipments. Times come from the application clock, not now().
CREATE TABLE shipments (
  id serial PRIMARY KEY,
  -- One parcel per order: a second click or a second staff member finds this row.
  order_id integer NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  service text NOT NULL CHECK (service IN ('inpost_locker_standard', 'inpost_courier_standard')),
  parcel_size text NOT NULL CHECK (parcel_size IN ('small', 'medium', 'large')),
  -- The locker (custom_attributes.target_point) of a locker parcel.
  target_point text,
  -- ShipX's id, once ShipX has answered the create; until then the row only holds the place
  -- (status 'creating') while the shop asks ShipX.
  shipx_id bigint UNIQUE,
  -- ShipX's status name as last read from ShipX (created, confirmed, ..., delivered).
  status text NOT NULL,
  tracking_number text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- When the shop last read the shipment back from ShipX (the polling job's clock).
  checked_at timestamptz NOT NULL,
  CHECK ((shipx_id IS NULL) = (status = 'creating')),
  CHECK ((service = 'inpost_locker_standard') = (target_point IS NOT NULL))
);
-- What the tracking job looks for: parcels not read back for a while.
CREATE INDEX shipments_checked_idx ON shipments (checked_at) WHERE shipx_id IS NOT NULL;
