-- The withdrawal function (art. 11a of the consumer rights directive, decision 029): a consumer
-- withdrawing from a paid order not yet sent cancels it (cancel_reason WITHDRAWAL) and is
-- refunded without a parcel coming back; the acknowledgement e-mail with the statement's date
-- and time is its own kind.
ALTER TABLE orders DROP CONSTRAINT orders_cancel_reason_check;
ALTER TABLE orders ADD CONSTRAINT orders_cancel_reason_check
  CHECK (cancel_reason IN ('EXPIRED', 'STAFF', 'WITHDRAWAL'));
INSERT INTO email_kinds (kind) VALUES ('WITHDRAWAL_CONFIRMED');
