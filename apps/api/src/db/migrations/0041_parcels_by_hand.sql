-- Parcels without ShipX (docs/shipments.md): a shop that ships with another carrier, or with
-- InPost before it has ShipX access, enters the carrier and the tracking number when it marks
-- the order shipped. Such a parcel has no ShipX service or size (both NULL together), and the
-- tracking job, which reads rows with a ShipX id, leaves it alone. Owned by modules/shipments.
-- Mirrored by db/schema/shipments.ts.
ALTER TABLE shipments ADD COLUMN carrier text NOT NULL DEFAULT 'INPOST'
  CHECK (carrier IN ('INPOST', 'DPD', 'DHL', 'POCZTA_POLSKA', 'GLS', 'UPS', 'FEDEX', 'ORLEN', 'OTHER'));
-- "Inny przewoźnik": the tracking page staff gave (the others' pages follow from the number).
ALTER TABLE shipments ADD COLUMN tracking_page text;
ALTER TABLE shipments ALTER COLUMN service DROP NOT NULL;
ALTER TABLE shipments ALTER COLUMN parcel_size DROP NOT NULL;
ALTER TABLE shipments ADD CONSTRAINT shipments_by_hand_check
  CHECK ((service IS NULL) = (parcel_size IS NULL)
     AND (service IS NOT NULL OR (tracking_number IS NOT NULL AND shipx_id IS NULL)));
-- Without a ShipX id: a place held while ShipX is asked, or a parcel entered by hand.
ALTER TABLE shipments DROP CONSTRAINT shipments_check;
ALTER TABLE shipments ADD CONSTRAINT shipments_shipx_id_check
  CHECK ((shipx_id IS NULL) = (status IN ('creating', 'HANDED_OVER')));
