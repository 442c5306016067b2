-- The kinds of e-mail the outbox may hold, one row each, in place of a CHECK list rewritten by
-- every migration that added one: a new kind is one INSERT here (in a new migration) beside its
-- definition in the code (modules/mail/kinds.ts), and a test checks that the two name the same
-- set (docs/e-mail.md, "Adding a kind").
CREATE TABLE email_kinds (kind text PRIMARY KEY);
INSERT INTO email_kinds (kind) VALUES
  ('PLACED'), ('PAID'), ('SHIPPED'), ('DELIVERED'), ('CANCELLED'), ('EXPIRED'), ('REFUNDED'),
  ('INVOICE_ISSUED'), ('RETURN_REQUESTED'), ('RETURN_DECIDED'),
  ('PASSWORD_RESET'), ('NEWSLETTER_CONFIRM'), ('DROP_REMINDER_CONFIRM'), ('DROP_OPENED'),
  ('PRICE_DROPPED');
ALTER TABLE outbox_emails DROP CONSTRAINT outbox_emails_kind_check;
ALTER TABLE outbox_emails ADD CONSTRAINT outbox_emails_kind_fkey
  FOREIGN KEY (kind) REFERENCES email_kinds (kind);

-- A mass e-mail is one queued by INSERT ... SELECT (a drop's opening reminders, price alerts),
-- which says so itself, instead of a list of kinds in the column's expression. Rows already
-- queued keep the value the expression gave them.
ALTER TABLE outbox_emails ALTER COLUMN bulk DROP EXPRESSION;
ALTER TABLE outbox_emails ALTER COLUMN bulk SET DEFAULT false;
ALTER TABLE outbox_emails ALTER COLUMN bulk SET NOT NULL;
