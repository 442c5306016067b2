-- The order's history also records its parcel, refunds and invoices (docs/shipments.md,
-- docs/refunds.md, docs/invoices.md).
ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('STATUS', 'RECEIPT', 'PAYMENT', 'SHIPMENT', 'REFUND', 'INVOICE'));
