-- A reminder to pay (issue 45): an order still unpaid near the end of its reservation gets one
-- e-mail saying when the reservation ends; payment_reminded_at records that it was queued, so
-- every replica's sweep queues it once. Owned by modules/orders (the column) and modules/mail
-- (the kind). Mirrored by db/schema/orders.ts.
ALTER TABLE orders ADD COLUMN payment_reminded_at timestamp with time zone;
INSERT INTO email_kinds (kind) VALUES ('PAYMENT_REMINDER');
