-- Mass e-mails (a collection's opening reminders, wishlist price alerts) wait behind the e-mails
-- of orders and accounts: thousands of reminders queued at a drop's opening must not delay the
-- order confirmations of the same minute (docs/e-mail.md, "Order of sending"). The sender takes
-- non-bulk e-mails first, each group the most overdue first.
ALTER TABLE outbox_emails ADD COLUMN bulk boolean
  GENERATED ALWAYS AS (kind IN ('DROP_OPENED', 'PRICE_DROPPED')) STORED;
DROP INDEX outbox_emails_due_idx;
CREATE INDEX outbox_emails_due_idx ON outbox_emails (bulk, next_attempt_at, id)
  WHERE sent_at IS NULL;
