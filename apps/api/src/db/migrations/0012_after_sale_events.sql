-- The order's history also records its parcel, refunds and invoices (docs/after-the-sale.md).
ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('STATUS', 'RECEIPT', 'PAYMENT', 'SHIPMENT', 'REFUND', 'INVOICE'));
