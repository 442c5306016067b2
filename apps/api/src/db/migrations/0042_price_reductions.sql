-- A complaint settled by a price reduction (art. 560 § 1 and 3 of the civil code; docs/refunds.md):
-- staff give back any amount for one line of the order, with the reason; the refund's row names
-- the line (reduced_item_id), and its correcting invoice says why it corrects (correction_reason).
-- Owned by modules/refunds and modules/invoices. Mirrored by db/schema/refunds.ts and invoices.ts.
ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check
  CHECK (reason IN ('LATE_PAYMENT', 'DOUBLE_PAYMENT', 'STAFF', 'PRICE_REDUCTION'));
ALTER TABLE refunds ADD COLUMN reduced_item_id integer REFERENCES order_items(id) ON DELETE RESTRICT;
ALTER TABLE refunds ADD CONSTRAINT refunds_reduction_check
  CHECK ((reason = 'PRICE_REDUCTION') = (reduced_item_id IS NOT NULL));
-- Automatic refunds (a late or a second payment) stay at most one per transaction; staff refunds
-- and price reductions may be many.
DROP INDEX refunds_automatic_once;
CREATE UNIQUE INDEX refunds_automatic_once ON refunds (transaction_id)
  WHERE reason IN ('LATE_PAYMENT', 'DOUBLE_PAYMENT');
ALTER TABLE invoices ADD COLUMN correction_reason text;
